import billingMessages from 'virtual:inkslot-message-sections/billing';
import reservationsMessages from 'virtual:inkslot-message-sections/reservations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { PlanSummary } from '#web/src/features/artist/components/plan-summary.tsx';
import { PlanOptions } from '#web/src/features/billing/components/plan-options.tsx';
import { RequestUsage } from '#web/src/features/reservations/components/request-usage.tsx';

/** `/app/settings/plan`: the plan and this month's requests (where the subscription guard sends inactive plans). */
/** How long the page reads the account again after coming back from Stripe's billing portal. */
const AFTER_PORTAL_MS = 30_000;

function Plan() {
  const { t } = useTranslation();
  // Back from Stripe's billing portal (`?billing=updated`): what was changed there (a cancellation,
  // another interval) reaches the account through the webhook a moment later; read it again until then.
  const [params] = useSearchParams();
  const backFromPortal = params.get('billing') === 'updated';
  const [waiting, setWaiting] = useState(backFromPortal);
  useEffect(() => {
    if (!backFromPortal) return;
    const timer = setTimeout(() => setWaiting(false), AFTER_PORTAL_MS);
    return () => clearTimeout(timer);
  }, [backFromPortal]);
  const { data: artist } = useMyArtist({ refreshInterval: waiting ? 1500 : 0 });
  return (
    <>
      <PageTitle page={t('web.artist.plan.pageTitle')} />
      {artist ? (
        <div className="stack">
          <PlanSummary artist={artist} />
          <PlanOptions artist={artist} />
          {artist.requestLimit && <RequestUsage requestLimit={artist.requestLimit} />}
        </div>
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** Billing's words are a lazy section of the catalogue (`web.billing`), loaded with the page. */
export const Component = withSectionMessages([billingMessages, reservationsMessages], Plan);
