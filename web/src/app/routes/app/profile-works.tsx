import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyArtist } from '#web/src/features/artist/api/get-my-artist.ts';
import type { Feedback } from '#web/src/features/portfolio/components/feedback-alert.tsx';
import { MyWorksPanel } from '#web/src/features/portfolio/components/my-works-panel.tsx';
import { markPublicPageEdited } from '#web/src/lib/public-page-freshness.ts';

/** `/app/profile/done` (subscription guard): the realisations. */
export function Component() {
  const { t } = useTranslation();
  const notice = (useLocation().state as { feedback?: Feedback } | null)?.feedback;
  const { data: artist } = useMyArtist();
  return (
    <div className="stack">
      <PageTitle page={t('web.portfolio.works.pageTitle')} />
      <h1>{t('web.portfolio.works.title')}</h1>
      <p className="muted">{t('web.portfolio.works.intro')}</p>
      <MyWorksPanel notice={notice} onChanged={() => artist && markPublicPageEdited(artist.pseudo)} />
    </div>
  );
}
