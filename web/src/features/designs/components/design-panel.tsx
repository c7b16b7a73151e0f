import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { useMyDesign } from '#web/src/features/designs/api/artist-designs.ts';
import { hasApiStatus } from '#web/src/lib/api-error.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { DesignHistory, PinnedDesign, STATE_TONES } from './design-version.tsx';
import { ShareDesignDialog } from './share-design-dialog.tsx';

/**
 * The artist's "Design" panel on a booking or a pending custom request (ADR 0090): the state, the
 * approved design pinned, the revisions used, "Share a design" (or the next version after changes
 * asked) and the whole history. Nothing on a request a design cannot be shared on and has none.
 */
export function DesignPanel({ requestId }: { requestId: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { data: design, error, mutate } = useMyDesign(requestId);
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState<number | null>(null);
  if (error) {
    if (hasApiStatus(error, 404)) return null;
    return <Alert tone="error">{t('web.designs.loadFailed')}</Alert>;
  }
  if (!design) return <p className="muted">{t('web.common.loading')}</p>;
  if (design.state === 'none' && !design.canShare) return null;
  const next = (design.versions[0]?.version ?? 0) + 1;
  return (
    <Card
      title={t('web.designs.title')}
      className="design-panel"
      action={<Badge tone={STATE_TONES[design.state]}>{t(`web.designs.states.${design.state}`)}</Badge>}
    >
      <div id="design" className="stack">
        {shared !== null && <Alert tone="success">{t('web.designs.shared', { version: shared })}</Alert>}
        {design.state === 'none' && <p className="muted">{t('web.designs.intro')}</p>}
        <PinnedDesign design={design} />
        {design.versions.length > 0 && (
          <p className="muted">
            {t('web.designs.revisions', { used: design.revisionsUsed, included: design.revisionsIncluded })}
            {design.nextRevision.priceCents > 0 &&
              ` ${t('web.designs.nextPaid', { price: formatPrice(design.nextRevision.priceCents, design.currency, locale) })}`}
          </p>
        )}
        {(design.state === 'awaiting' || design.state === 'payment-due') && (
          <p className="muted">{t('web.designs.waitingClient')}</p>
        )}
        {!design.canShare && (design.state === 'changes-asked' || design.state === 'expired') && (
          <p className="muted">{t('web.designs.closed')}</p>
        )}
        {design.canShare && (
          <p>
            <Button onClick={() => setSharing(true)}>
              {t(next > 1 ? 'web.designs.shareNext' : 'web.designs.share', { version: next })}
            </Button>
          </p>
        )}
        <DesignHistory design={design} />
      </div>
      {sharing && (
        <ShareDesignDialog
          requestId={requestId}
          design={design}
          onClose={() => setSharing(false)}
          onShared={(view, version) => {
            void mutate(view, { revalidate: false });
            setSharing(false);
            setShared(version);
          }}
        />
      )}
    </Card>
  );
}
