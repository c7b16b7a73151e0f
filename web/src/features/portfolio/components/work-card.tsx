import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicWork } from '../../../../../shared/api/contracts/portfolio.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { workPath } from '../utils/portfolio-paths.ts';
import { CARD_IMAGE_SIZES } from './flash-card.tsx';
import { WORK_TYPE_LABELS } from './work-type-labels.ts';

/** One realisation in a gallery: its first image, title and project type; the card links to it. */
export function WorkCard({ work, pseudo }: { work: PublicWork; pseudo: string }) {
  const { t } = useTranslation();
  const cover = work.images[0];
  return (
    <article className="portfolio-card">
      <div className="portfolio-card__media">
        {cover && <ResponsiveImage image={cover} alt="" sizes={CARD_IMAGE_SIZES} />}
      </div>
      <div className="portfolio-card__body">
        <h3 className="portfolio-card__title">
          <Link className="portfolio-card__link" to={workPath(pseudo, work.workId)}>
            {work.title}
          </Link>
        </h3>
        <p className="portfolio-card__meta muted">{t(WORK_TYPE_LABELS[work.type])}</p>
      </div>
    </article>
  );
}
