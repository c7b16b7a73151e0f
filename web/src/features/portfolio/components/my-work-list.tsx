import './portfolio.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyWork } from '../../../../../shared/api/contracts/portfolio.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { myWorkPath } from '../utils/portfolio-paths.ts';
import { CARD_IMAGE_SIZES } from './flash-card.tsx';
import { WORK_TYPE_LABELS } from './work-type-labels.ts';

/** The artist's realisations as cards, each linking to its edit page. */
export function MyWorkList({ works }: { works: readonly MyWork[] }) {
  const { t } = useTranslation();
  if (works.length === 0) return <p className="muted">{t('web.portfolio.works.empty')}</p>;
  return (
    <ul className="portfolio-grid">
      {works.map((work) => {
        const cover = work.images.find((ref) => ref.image)?.image;
        return (
          <li key={work.workId}>
            <article className="portfolio-card">
              <div className="portfolio-card__media">
                {cover && <ResponsiveImage image={cover} alt="" sizes={CARD_IMAGE_SIZES} />}
              </div>
              <div className="portfolio-card__body">
                <h3 className="portfolio-card__title">
                  <Link
                    className="portfolio-card__link"
                    to={myWorkPath(work.workId)}
                    aria-label={t('web.portfolio.works.edit', { title: work.title })}
                  >
                    {work.title}
                  </Link>
                </h3>
                <p className="portfolio-card__meta muted">{t(WORK_TYPE_LABELS[work.type])}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
