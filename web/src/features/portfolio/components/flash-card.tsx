import { Link } from 'react-router-dom';
import type { PublicFlash } from '../../../../../shared/api/contracts/portfolio.ts';
import { formatPrice } from '../../../../../shared/domain/money.ts';
import { formatDimensions, type MeasurementUnit } from '../../../../../shared/domain/units.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useLocale } from '../hooks/use-locale.ts';
import { flashPath } from '../utils/portfolio-paths.ts';

export const CARD_IMAGE_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 30vw, 45vw';

interface FlashCardProps {
  flash: PublicFlash;
  pseudo: string;
  unit: MeasurementUnit;
}

/** One flash in a gallery: its cover image, title, price and size; the whole card links to it. */
export function FlashCard({ flash, pseudo, unit }: FlashCardProps) {
  const locale = useLocale();
  const cover = flash.images[0];
  return (
    <article className="portfolio-card">
      <div className="portfolio-card__media">
        {cover && <ResponsiveImage image={cover} alt="" sizes={CARD_IMAGE_SIZES} />}
      </div>
      <div className="portfolio-card__body">
        <h3 className="portfolio-card__title">
          <Link className="portfolio-card__link" to={flashPath(pseudo, flash.flashId)}>
            {flash.title}
          </Link>
        </h3>
        <p className="portfolio-card__price">{formatPrice(flash.priceCents, flash.currency, locale)}</p>
        <p className="portfolio-card__meta muted">{formatDimensions(flash, unit, locale)}</p>
      </div>
    </article>
  );
}
