import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useMyArtist } from '../../../features/artist/api/get-my-artist.ts';
import { PlanSummary } from '../../../features/artist/components/plan-summary.tsx';
import { PlanOptions } from '../../../features/billing/components/plan-options.tsx';
import { RequestUsage } from '../../../features/reservations/components/request-usage.tsx';
import { withSectionMessages } from '../../with-section-messages.tsx';

/** `/app/settings/plan`: the plan and this month's requests (where the subscription guard sends inactive plans). */
function Plan() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
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
export const Component = withSectionMessages(['billing', 'reservations'], Plan);
