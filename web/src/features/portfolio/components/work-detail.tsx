import './portfolio.css';
import { useTranslation } from 'react-i18next';
import type { PublicWork } from '#shared/api/contracts/portfolio.ts';
import { ImageStrip } from './image-strip.tsx';
import { WORK_TYPE_LABELS } from './work-type-labels.ts';

/** One realisation on its own page (`/{pseudo}/done/{id}`): title, project type, images in order. */
export function WorkDetail({ work }: { work: PublicWork }) {
  const { t } = useTranslation();
  return (
    <article className="portfolio-detail">
      <h1>{work.title}</h1>
      <dl className="portfolio-facts">
        <div>
          <dt>{t('web.portfolio.public.type')}</dt>
          <dd>{t(WORK_TYPE_LABELS[work.type])}</dd>
        </div>
      </dl>
      <ImageStrip images={work.images} title={work.title} />
    </article>
  );
}
