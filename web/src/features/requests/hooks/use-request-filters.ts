import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filtersSearch,
  type RequestFilters,
  readFilters,
} from '#web/src/features/requests/utils/request-filters.ts';

/**
 * The filters of `/app/requests`, kept in the address: each change is a new history entry, so the
 * back button undoes it and a copied link shows the same requests.
 */
export function useRequestFilters(): [RequestFilters, (next: RequestFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: RequestFilters) =>
      setParams(new URLSearchParams(filtersSearch(next)), { preventScrollReset: true }),
    [setParams],
  );
  return [filters, setFilters];
}
