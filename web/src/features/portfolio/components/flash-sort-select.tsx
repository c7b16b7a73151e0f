import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLASH_SORTS, type FlashSort, isFlashSort } from '#shared/domain/flash-sorts.ts';

/** The i18n key of each sort's name. */
const FLASH_SORT_LABELS = {
  'most-recent': 'web.portfolio.public.sorts.mostRecent',
  'price-asc': 'web.portfolio.public.sorts.priceAsc',
  'price-desc': 'web.portfolio.public.sorts.priceDesc',
  'recently-added': 'web.portfolio.public.sorts.recentlyAdded',
} as const satisfies Record<FlashSort, string>;

interface FlashSortSelectProps {
  sort: FlashSort;
  onSortChange: (sort: FlashSort) => void;
}

/** The four flash orders of the spec, as a labelled native select (keyboard and screen readers). */
export function FlashSortSelect({ sort, onSortChange }: FlashSortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>{t('web.portfolio.public.sortLabel')}</label>
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          if (isFlashSort(event.target.value)) onSortChange(event.target.value);
        }}
      >
        {FLASH_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(FLASH_SORT_LABELS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
