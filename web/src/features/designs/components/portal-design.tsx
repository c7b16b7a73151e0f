import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignView, PortalDesigns } from '#shared/api/contracts/designs.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import {
  approvePortalDesign,
  askPortalDesignChanges,
  createPortalRevisionCheckout,
  usePortalDesigns,
} from '#web/src/features/designs/api/portal-designs.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { AskChangesDialog } from './ask-changes-dialog.tsx';
import { DesignHistory, DesignImages, PinnedDesign, STATE_TONES, useDayText } from './design-version.tsx';

interface PortalDesignProps {
  requestId: string;
  /** The email's button names this design (`?design=`): its first action takes the focus. */
  focus?: boolean;
  /** Back from paying a revision (`?revision=paid`): read again until the payment lands. */
  backFromPayment?: boolean;
  /** Where the browser goes (Stripe's checkout); tests pass their own. */
  go?: (url: string) => void;
}

const paying = (list: PortalDesigns) => list.designs.some((design) => design.state === 'payment-due');

/**
 * The client's side of a design on one booking or request (ADR 0090): the version to answer, large,
 * with Approve and Ask for changes (its price told before confirming, paid online beyond the
 * included revisions); the approved design pinned; the history. Nothing when none was shared.
 */
export function PortalDesign({
  requestId,
  focus = false,
  backFromPayment = false,
  go = (url) => window.location.assign(url),
}: PortalDesignProps) {
  const { t } = useTranslation();
  const { data, mutate } = usePortalDesigns((list) => backFromPayment && paying(list));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const design = data?.designs.find((item) => item.requestId === requestId);
  if (!design) return null;

  const replace = (view: DesignView) =>
    void mutate(
      (current) =>
        current && { designs: current.designs.map((item) => (item.requestId === requestId ? view : item)) },
      { revalidate: false },
    );
  const latest = design.versions[0];
  const fail = (caught: unknown) =>
    setNotice({
      tone: 'error',
      text: `${t('web.designs.client.failed')}: ${isApiError(caught) ? caught.message : ''}`,
    });

  const approve = async () => {
    if (!latest) return;
    setBusy(true);
    setNotice(null);
    try {
      replace(await approvePortalDesign(requestId, latest.version));
      setNotice({ tone: 'success', text: t('web.designs.client.approved') });
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };
  const pay = async () => {
    if (!latest) return;
    go((await createPortalRevisionCheckout(requestId, latest.version)).url);
  };
  const askChanges = async (comment: string, acceptedPriceCents: number) => {
    if (!latest) return;
    const view = await askPortalDesignChanges(requestId, latest.version, { comment, acceptedPriceCents });
    replace(view);
    if (view.state === 'payment-due') return pay();
    setAsking(false);
    setNotice({ tone: 'success', text: t('web.designs.client.changesSent') });
  };

  return (
    <section className="design-portal stack" aria-labelledby={`design-${requestId}`}>
      <div className="design-portal__head">
        <h3 id={`design-${requestId}`}>{t('web.designs.client.title')}</h3>
        <Badge tone={STATE_TONES[design.state]}>
          {design.state === 'awaiting'
            ? t('web.designs.client.awaiting')
            : t(`web.designs.states.${design.state}`)}
        </Badge>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <PinnedDesign design={design} />
      {latest && (design.state === 'awaiting' || design.state === 'payment-due') && (
        <OpenVersion
          design={design}
          focus={focus}
          busy={busy}
          onApprove={approve}
          onAsk={() => setAsking(true)}
          onPay={pay}
          onFail={fail}
        />
      )}
      {design.state === 'changes-asked' && (
        <p className="muted">
          {t(backFromPayment ? 'web.designs.client.paid' : 'web.designs.client.waitingArtist')}
        </p>
      )}
      {design.state === 'expired' && <p className="muted">{t('web.designs.client.expired')}</p>}
      <details className="design-portal__history">
        <summary>
          {t('web.designs.history')} ({design.versions.length})
        </summary>
        <DesignHistory design={design} />
      </details>
      {asking && <AskChangesDialog design={design} onConfirm={askChanges} onClose={() => setAsking(false)} />}
    </section>
  );
}

interface OpenVersionProps {
  design: DesignView;
  focus: boolean;
  busy: boolean;
  onApprove: () => Promise<void>;
  onAsk: () => void;
  onPay: () => Promise<void>;
  onFail: (caught: unknown) => void;
}

/** The version awaiting the client: its images large, the note, the day to answer by and the actions. */
function OpenVersion({ design, focus, busy, onApprove, onAsk, onPay, onFail }: OpenVersionProps) {
  const { t, i18n } = useTranslation();
  const day = useDayText();
  const [payBusy, setPayBusy] = useState(false);
  const version = design.versions[0];
  if (!version) return null;
  const dueCents = version.revision?.priceCents ?? 0;
  const pay = async () => {
    setPayBusy(true);
    try {
      await onPay();
    } catch (caught) {
      onFail(caught);
      setPayBusy(false);
    }
  };
  return (
    <div className="design-open stack">
      <DesignImages version={version} large />
      {version.note && <p className="design-note">{version.note}</p>}
      <p className="design-open__due">
        {t('web.designs.client.toAnswer', { date: day(version.answerByDate, { localDay: true }) })}
      </p>
      {design.state === 'payment-due' && <p>{t('web.designs.client.paymentDue')}</p>}
      <div className="row design-open__actions">
        {design.state === 'payment-due' ? (
          <Button
            autoFocus={focus}
            busy={payBusy}
            busyLabel={t('web.designs.client.paying')}
            onClick={() => void pay()}
          >
            {t('web.designs.client.pay', {
              price: formatPrice(dueCents, design.currency, currentLocale(i18n)),
            })}
          </Button>
        ) : (
          <Button
            autoFocus={focus}
            busy={busy}
            busyLabel={t('web.designs.client.approving')}
            onClick={() => void onApprove()}
          >
            {t('web.designs.client.approve')}
          </Button>
        )}
        {design.state === 'awaiting' ? (
          <Button variant="secondary" onClick={onAsk} disabled={busy}>
            {t('web.designs.client.askChanges')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void onApprove()} disabled={busy || payBusy}>
            {t('web.designs.client.approve')}
          </Button>
        )}
      </div>
    </div>
  );
}
