import './portfolio.css';
import { useTranslation } from 'react-i18next';
import type { PublicFlash } from '#shared/api/contracts/portfolio.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { formatDimensions, type MeasurementUnit } from '#shared/domain/units.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { useLocale } from '#web/src/features/portfolio/hooks/use-locale.ts';
import { bookFlashPath } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { ImageStrip } from './image-strip.tsx';

interface FlashDetailProps {
  flash: PublicFlash;
  pseudo: string;
  unit?: MeasurementUnit;
  /** Whether the artist takes requests now (else no booking link: the page shows the closed state). */
  bookable?: boolean;
}

/** One flash on its own page (`/{pseudo}/flashs/{id}`): images, price, size, note, booking. */
export function FlashDetail({ flash, pseudo, unit = 'metric', bookable = true }: FlashDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="portfolio-detail">
      <h1>{flash.title}</h1>
      <div className="portfolio-detail__layout">
        <ImageStrip images={flash.images} title={flash.title} />
        <div className="portfolio-detail__facts stack">
          <dl className="portfolio-facts">
            <div>
              <dt>{t('web.portfolio.public.price')}</dt>
              <dd className="portfolio-facts__price">
                {formatPrice(flash.priceCents, flash.currency, locale)}
              </dd>
            </div>
            <div>
              <dt>{t('web.portfolio.public.dimensions')}</dt>
              <dd>{formatDimensions(flash, unit, locale)}</dd>
            </div>
          </dl>
          {flash.note && <p className="portfolio-detail__note">{flash.note}</p>}
          {bookable && (
            <p>
              <ButtonLink to={bookFlashPath(pseudo, flash.flashId)} block>
                {t('web.portfolio.public.book')}
              </ButtonLink>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
