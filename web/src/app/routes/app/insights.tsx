import insightsMessages from 'virtual:inkslot-message-sections/insights';
import { useTranslation } from 'react-i18next';
import { artistCurrency } from '#shared/domain/money.ts';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import { InsightsPage } from '#web/src/features/insights/components/insights-page.tsx';

/** `/app/insights`: statistics, locked with an unlock prompt on the Free plan (spec, section 2). */
function Insights() {
  const { t, i18n } = useTranslation();
  const { data: artist } = useMyArtist();
  return (
    <>
      <PageTitle page={t('web.insights.pageTitle')} />
      {artist ? (
        <InsightsPage
          plan={artist.plan}
          locale={i18n.language}
          currency={artistCurrency(artist)}
          hourFormat={artist.hourFormat}
        />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** The insights' words are a lazy section of the catalogue (`web.insights`), loaded with the page. */
export const Component = withSectionMessages(insightsMessages, Insights);
