import { useTranslation } from 'react-i18next';
import type { PublicWork } from '#shared/api/contracts/portfolio.ts';
import { workPath } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { PortfolioCard } from './portfolio-card.tsx';
import { WORK_TYPE_LABELS } from './work-type-labels.ts';

/** One realisation in a gallery: its first image, title and project type; the card links to it. */
export function WorkCard({ work, pseudo }: { work: PublicWork; pseudo: string }) {
  return (
    <PortfolioCard cover={work.images[0]} title={work.title} to={workPath(pseudo, work.workId)}>
      <WorkCardType work={work} />
    </PortfolioCard>
  );
}

/** A realisation card's project type (the public galleries and the artist's own list). */
export function WorkCardType({ work }: { work: Pick<PublicWork, 'type'> }) {
  const { t } = useTranslation();
  return <p className="portfolio-card__meta muted">{t(WORK_TYPE_LABELS[work.type])}</p>;
}
