import './consent-signing.css';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { portalPaths } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { usePortalConsent } from '#web/src/features/consent-signing/api/portal-consent.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { ConsentSignForm } from './consent-sign-form.tsx';
import { SignedConsentCard } from './signed-consent.tsx';

/**
 * `/portal/bookings/:bookingId/consent` (ADR 0088): the booking's consent form to sign before the
 * deadline; once signed or past the deadline, read-only (with the signed PDF once signed).
 */
export function ConsentSignPage({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation();
  const { data: consent, error, mutate } = usePortalConsent(bookingId);
  const locale = currentLocale(i18n);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="stack consent-sign">
      <PageTitle page={t('web.consentSigning.pageTitle')} />
      <Link className="button button--link" to={portalPaths.bookings}>
        <ArrowLeft size={18} aria-hidden="true" /> {t('web.consentSigning.back')}
      </Link>
      {error && <LoadError error={error} onRetry={mutate} />}
      {!consent && !error && <PageLoader />}
      {consent && (
        <>
          <header className="consent-sign__header">
            <h1>{t('web.consentSigning.pageTitle')}</h1>
            <p className="muted">
              {t('web.consentSigning.appointment', {
                date: format(consent.slotStart),
                artist: consent.artistName,
              })}
            </p>
            {consent.status === 'waiting' && consent.deadline && (
              <p>
                <span className="badge badge--warning">
                  {t('web.consentSigning.deadline', { date: format(consent.deadline) })}
                </span>
              </p>
            )}
          </header>
          {consent.signed && <SignedConsentCard bookingId={bookingId} signed={consent.signed} />}
          {consent.status === 'waiting' && consent.forms && (
            <ConsentSignForm
              consent={consent}
              forms={consent.forms}
              onSigned={(next) => void mutate(next, { revalidate: false })}
            />
          )}
          {consent.status === 'overdue' && (
            <Alert tone="info">
              <strong>{t('web.consentSigning.overdue.title')}</strong> {t('web.consentSigning.overdue.text')}
            </Alert>
          )}
          {consent.status === 'notSent' && (
            <Alert tone="info">
              <strong>{t('web.consentSigning.notSent.title')}</strong> {t('web.consentSigning.notSent.text')}
            </Alert>
          )}
        </>
      )}
    </div>
  );
}
