import './portfolio.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicWork } from '#shared/api/contracts/portfolio.ts';
import { worksPath } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { WorkCard } from './work-card.tsx';

interface WorkGalleryProps {
  works: readonly PublicWork[];
  pseudo: string;
  /** Show only the first `limit` works (newest first) and a link to all of them. */
  limit?: number;
  /** The section heading; "Réalisations" by default. */
  title?: string;
}

/** An artist's realisations on a public page, newest first, as a grid of cards. */
export function WorkGallery({ works, pseudo, limit, title }: WorkGalleryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = limit === undefined ? works : works.slice(0, limit);
  return (
    <section className="portfolio-section" aria-labelledby={headingId}>
      <div className="portfolio-section__header">
        <h2 id={headingId}>{title ?? t('web.portfolio.public.works')}</h2>
      </div>
      {shown.length === 0 ? (
        <p className="muted">{t('web.portfolio.public.noWorks')}</p>
      ) : (
        <ul className="portfolio-grid">
          {shown.map((work) => (
            <li key={work.workId}>
              <WorkCard work={work} pseudo={pseudo} />
            </li>
          ))}
        </ul>
      )}
      {shown.length < works.length && (
        <p>
          <Link to={worksPath(pseudo)}>{t('web.portfolio.public.seeAllWorks')}</Link>
        </p>
      )}
    </section>
  );
}
