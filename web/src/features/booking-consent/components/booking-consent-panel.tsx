import './booking-consent.css';
import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingConsent } from '#shared/api/contracts/consent.ts';
import { PrivatePhotoLink } from '#web/src/components/private-photo/private-photo-link.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import {
  getBookingConsentPdf,
  useBookingConsent,
  useBookingConsentIdPhoto,
} from '#web/src/features/booking-consent/api/booking-consent.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

const TONES: Record<BookingConsent['status'], BadgeTone> = {
  notSent: 'neutral',
  waiting: 'warning',
  overdue: 'danger',
  signed: 'success',
};

type Signed = NonNullable<BookingConsent['signed']>;

/** The signed answers, in the form's order, the flagged ones first-class (marked and worded). */
type Question = Signed['form']['healthQuestions'][number];

/** One answer: the question as the client read it, the answer and its details; flagged ones marked. */
function Answer({ signed, question }: { signed: Signed; question: Question }) {
  const { t } = useTranslation();
  const answer = signed.answers.find((item) => item.questionId === question.id);
  const flagged = signed.flagged.includes(question.id);
  return (
    <div className={flagged ? 'consent-answer consent-answer--flagged' : 'consent-answer'}>
      <dt lang={signed.form.language}>{question.label}</dt>
      <dd>
        {flagged && (
          <span className="badge badge--danger">
            <TriangleAlert size={14} aria-hidden="true" /> {t('web.bookingConsent.flag')}
          </span>
        )}{' '}
        {answer?.text ?? t(`web.bookingConsent.${answer?.answer ?? 'no'}`)}
        {answer?.details && <span className="consent-answer__details">{answer.details}</span>}
      </dd>
    </div>
  );
}

/**
 * The signed answers: the flagged ones first, where the artist looks before the session; every answer,
 * in the form's order, behind a disclosure.
 */
function SignedAnswers({ signed }: { signed: Signed }) {
  const { t } = useTranslation();
  const questions = [...signed.form.healthQuestions, ...signed.form.customQuestions];
  const flagged = questions.filter((question) => signed.flagged.includes(question.id));
  return (
    <>
      {flagged.length > 0 && (
        <dl className="consent-answers">
          {flagged.map((question) => (
            <Answer key={question.id} signed={signed} question={question} />
          ))}
        </dl>
      )}
      <details className="consent-all-answers">
        <summary>{t('web.bookingConsent.allAnswers', { count: questions.length + 1 })}</summary>
        <dl className="consent-answers">
          {questions.map((question) => (
            <Answer key={question.id} signed={signed} question={question} />
          ))}
          <div className="consent-answer">
            <dt>{t('web.bookingConsent.photoUse')}</dt>
            <dd>{t(`web.bookingConsent.${signed.photoUse ? 'yes' : 'no'}`)}</dd>
          </div>
        </dl>
      </details>
    </>
  );
}

/**
 * The ID photo the client added (ADR 0088): whether there is one, and a thumbnail that opens the image
 * in a new tab, both through five-minute presigned GETs the API signs after checking the booking's
 * owner. Never in the PDF.
 */
function IdPhoto({ bookingId, provided }: { bookingId: string; provided: boolean }) {
  const { t } = useTranslation();
  const { data: photo, error } = useBookingConsentIdPhoto(bookingId, provided);
  return (
    <div className="consent-id-photo">
      <h3 className="booking-consent__subtitle">{t('web.bookingConsent.idPhoto.title')}</h3>
      {!provided && <p className="muted">{t('web.bookingConsent.idPhoto.none')}</p>}
      {error && <Alert tone="error">{t('web.bookingConsent.idPhoto.error')}</Alert>}
      {photo && <PrivatePhotoLink photo={photo} alt={t('web.bookingConsent.idPhoto.open')} />}
      {provided && <p className="muted">{t('web.bookingConsent.idPhoto.private')}</p>}
    </div>
  );
}

/**
 * A booking's consent on the artist's booking page (ADR 0088): not sent / waiting with its deadline /
 * overdue / signed; once signed, who signed and when, the answers with the flagged ones highlighted,
 * and the signed PDF to download (a five-minute link made on the press).
 */
export function BookingConsentPanel({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation();
  const { data: consent, error } = useBookingConsent(bookingId);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = currentLocale(i18n);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign((await getBookingConsentPdf(bookingId)).url);
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : t('web.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  if (error) return <Alert tone="error">{t('web.bookingConsent.error')}</Alert>;
  if (!consent) return null;
  const { signed } = consent;
  return (
    <section className="card stack booking-consent" aria-labelledby="booking-consent-title">
      <div className="booking-consent__head">
        <h2 id="booking-consent-title">{t('web.bookingConsent.title')}</h2>
        <Badge tone={TONES[consent.status]}>{t(`web.bookingConsent.status.${consent.status}`)}</Badge>
        {signed && signed.flagged.length > 0 && (
          <Badge tone="danger">{t('web.bookingConsent.flagged', { count: signed.flagged.length })}</Badge>
        )}
      </div>
      {consent.status === 'notSent' && <p className="muted">{t('web.bookingConsent.notSent')}</p>}
      {consent.status !== 'signed' && consent.deadline && (
        <p>
          {t(`web.bookingConsent.${consent.status === 'overdue' ? 'overdue' : 'waiting'}`, {
            date: format(consent.deadline),
          })}
        </p>
      )}
      {signed && (
        <>
          <p>
            {t('web.bookingConsent.signedBy', {
              name: signed.fullName,
              birth: signed.dateOfBirth,
              date: format(signed.signedAt),
            })}
            {signed.guardianName && ` ${t('web.bookingConsent.guardian', { name: signed.guardianName })}`}
          </p>
          <h3 className="booking-consent__subtitle">{t('web.bookingConsent.answers')}</h3>
          <SignedAnswers signed={signed} />
          <IdPhoto bookingId={bookingId} provided={signed.idPhoto} />
          <div>
            <Button onClick={() => void download()} busy={busy}>
              <Download size={18} aria-hidden="true" /> {t('web.bookingConsent.download')}
            </Button>
          </div>
          {failure && <Alert tone="error">{failure}</Alert>}
          <p className="muted booking-consent__audit">
            {t('web.bookingConsent.audit', { ip: signed.ip, userAgent: signed.userAgent })}
            <br />
            {t('web.bookingConsent.hash', { hash: signed.pdfSha256 })}
          </p>
        </>
      )}
    </section>
  );
}
