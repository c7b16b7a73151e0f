import type { PublicFlash } from '#shared/api/contracts/portfolio.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { formatDimensions, type MeasurementUnit } from '#shared/domain/units.ts';
import { useLocale } from '#web/src/features/portfolio/hooks/use-locale.ts';
import { flashPath } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { PortfolioCard } from './portfolio-card.tsx';

interface FlashCardProps {
  flash: PublicFlash;
  pseudo: string;
  unit: MeasurementUnit;
}

/** One flash in a gallery: its cover image, title, price and size; the whole card links to it. */
export function FlashCard({ flash, pseudo, unit }: FlashCardProps) {
  return (
    <PortfolioCard cover={flash.images[0]} title={flash.title} to={flashPath(pseudo, flash.flashId)}>
      <FlashCardFacts flash={flash} unit={unit} />
    </PortfolioCard>
  );
}

/** A flash card's price and size (the public galleries and the artist's own list). */
export function FlashCardFacts({
  flash,
  unit,
}: {
  flash: Pick<PublicFlash, 'priceCents' | 'currency' | 'lengthMm' | 'widthMm'>;
  unit: MeasurementUnit;
}) {
  const locale = useLocale();
  return (
    <>
      <p className="portfolio-card__price">{formatPrice(flash.priceCents, flash.currency, locale)}</p>
      <p className="portfolio-card__meta muted">{formatDimensions(flash, unit, locale)}</p>
    </>
  );
}
