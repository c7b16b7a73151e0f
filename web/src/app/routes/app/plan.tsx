import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useMyArtist } from '../../../features/artist/api/get-my-artist.ts';
import { PlanSummary } from '../../../features/artist/components/plan-summary.tsx';
import { RequestUsage } from '../../../features/reservations/components/request-usage.tsx';

/** `/app/settings/plan`: the plan and this month's requests (where the subscription guard sends inactive plans). */
export function Component() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  return (
    <>
      <PageTitle page={t('web.artist.plan.pageTitle')} />
      {artist ? (
        <div className="stack">
          <PlanSummary artist={artist} />
          {artist.requestLimit && <RequestUsage requestLimit={artist.requestLimit} />}
        </div>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
