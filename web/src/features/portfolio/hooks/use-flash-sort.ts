import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FLASH_SORT, type FlashSort, isFlashSort } from '#shared/domain/flash-sorts.ts';

/**
 * The flash order of a public page, kept in the address (`?sort=price-asc`) so that it survives a
 * reload, the back button and a shared link. The default order leaves the address clean.
 */
export function useFlashSort(): [FlashSort, (sort: FlashSort) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('sort');
  const sort = isFlashSort(value) ? value : DEFAULT_FLASH_SORT;
  const setSort = useCallback(
    (next: FlashSort) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_FLASH_SORT) updated.delete('sort');
          else updated.set('sort', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [sort, setSort];
}
