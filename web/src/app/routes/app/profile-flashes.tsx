import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import type { Feedback } from '#web/src/features/portfolio/components/feedback-alert.tsx';
import { MyFlashesPanel } from '#web/src/features/portfolio/components/my-flashes-panel.tsx';
import { markPublicPageEdited } from '#web/src/lib/public-page-freshness.ts';

/** `/app/profile/flashs` (subscription guard): the flashes, in the artist's unit and currency. */
export function Component() {
  const { t } = useTranslation();
  const { data: artist } = useMyArtist();
  const notice = (useLocation().state as { feedback?: Feedback } | null)?.feedback;
  return (
    <div className="stack">
      <PageTitle page={t('web.portfolio.flashes.pageTitle')} />
      <h1>{t('web.portfolio.flashes.title')}</h1>
      <p className="muted">{t('web.portfolio.flashes.intro')}</p>
      {artist ? (
        <MyFlashesPanel
          unit={artist.unit}
          currency={artist.currency}
          notice={notice}
          onChanged={() => markPublicPageEdited(artist.pseudo)}
        />
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
