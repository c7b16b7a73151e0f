import './portfolio.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { PublicFlash } from '#shared/api/contracts/portfolio.ts';
import { type FlashSort, sortFlashes } from '#shared/domain/flash-sorts.ts';
import type { MeasurementUnit } from '#shared/domain/units.ts';
import { useFlashSort } from '#web/src/features/portfolio/hooks/use-flash-sort.ts';
import { flashesPath } from '#web/src/features/portfolio/utils/portfolio-paths.ts';
import { FlashCard } from './flash-card.tsx';
import { FlashSortSelect } from './flash-sort-select.tsx';

interface FlashGalleryProps {
  flashes: readonly PublicFlash[];
  pseudo: string;
  sort: FlashSort;
  onSortChange: (sort: FlashSort) => void;
  /** The artist's unit (the public profile's `unit`); metric when absent. */
  unit?: MeasurementUnit;
  /** Show only the first `limit` flashes (in the chosen order) and a link to all of them. */
  limit?: number;
  /** The section heading; "Flashs" by default. */
  title?: string;
}

/**
 * An artist's flashes on a public page: the four sorts of the spec and a grid of cards (2 columns
 * on a phone). Cards keep a square image box, so nothing moves while images load.
 */
export function FlashGallery({
  flashes,
  pseudo,
  sort,
  onSortChange,
  unit = 'metric',
  limit,
  title,
}: FlashGalleryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const sorted = sortFlashes(flashes, sort);
  const shown = limit === undefined ? sorted : sorted.slice(0, limit);
  return (
    <section className="portfolio-section" aria-labelledby={headingId}>
      <div className="portfolio-section__header">
        <h2 id={headingId}>{title ?? t('web.portfolio.public.flashes')}</h2>
        {flashes.length > 1 && <FlashSortSelect sort={sort} onSortChange={onSortChange} />}
      </div>
      {shown.length === 0 ? (
        <p className="muted">{t('web.portfolio.public.noFlashes')}</p>
      ) : (
        <ul className="portfolio-grid">
          {shown.map((flash) => (
            <li key={flash.flashId}>
              <FlashCard flash={flash} pseudo={pseudo} unit={unit} />
            </li>
          ))}
        </ul>
      )}
      {shown.length < sorted.length && (
        <p>
          <Link to={`${flashesPath(pseudo)}${sort === 'most-recent' ? '' : `?sort=${sort}`}`}>
            {t('web.portfolio.public.seeAllFlashes')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** An artist page's flashes, in the order kept in the address (`?sort=`, `useFlashSort`). */
export function ArtistFlashGallery({
  profile,
  ...shown
}: { profile: Pick<PublicProfile, 'flashes' | 'pseudo' | 'unit'> } & Pick<
  FlashGalleryProps,
  'limit' | 'title'
>) {
  const [sort, setSort] = useFlashSort();
  return (
    <FlashGallery
      flashes={profile.flashes}
      pseudo={profile.pseudo}
      unit={profile.unit}
      sort={sort}
      onSortChange={setSort}
      {...shown}
    />
  );
}
