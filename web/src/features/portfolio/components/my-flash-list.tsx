import './portfolio.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyFlash } from '../../../../../shared/api/contracts/portfolio.ts';
import { formatPrice } from '../../../../../shared/domain/money.ts';
import { formatDimensions, type MeasurementUnit } from '../../../../../shared/domain/units.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useLocale } from '../hooks/use-locale.ts';
import { myFlashPath } from '../utils/portfolio-paths.ts';
import { CARD_IMAGE_SIZES } from './flash-card.tsx';

/** The artist's flashes as cards, each linking to its edit page. */
export function MyFlashList({ flashes, unit }: { flashes: readonly MyFlash[]; unit: MeasurementUnit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (flashes.length === 0) return <p className="muted">{t('web.portfolio.flashes.empty')}</p>;
  return (
    <ul className="portfolio-grid">
      {flashes.map((flash) => {
        const cover = flash.images.find((ref) => ref.image)?.image;
        return (
          <li key={flash.flashId}>
            <article className="portfolio-card">
              <div className="portfolio-card__media">
                {cover && <ResponsiveImage image={cover} alt="" sizes={CARD_IMAGE_SIZES} />}
              </div>
              <div className="portfolio-card__body">
                <h3 className="portfolio-card__title">
                  <Link
                    className="portfolio-card__link"
                    to={myFlashPath(flash.flashId)}
                    aria-label={t('web.portfolio.flashes.edit', { title: flash.title })}
                  >
                    {flash.title}
                  </Link>
                </h3>
                <p className="portfolio-card__price">
                  {formatPrice(flash.priceCents, flash.currency, locale)}
                </p>
                <p className="portfolio-card__meta muted">{formatDimensions(flash, unit, locale)}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
