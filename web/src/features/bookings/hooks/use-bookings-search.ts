import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type BookingsSearch,
  readBookingsSearch,
  writeBookingsSearch,
} from '#web/src/features/bookings/utils/bookings-search.ts';

/**
 * The page's view, day and tab, kept in the address (`?view=week&date=2026-05-02`) so that a reload,
 * the back button and a shared link show the same page. `today` is the artist's, in their time zone.
 */
export function useBookingsSearch(
  today: string,
): [BookingsSearch, (next: Partial<Omit<BookingsSearch, 'dated'>>) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readBookingsSearch(params, today), [params, today]);
  const go = useCallback(
    (next: Partial<Omit<BookingsSearch, 'dated'>>) => {
      const date = next.date ?? search.date;
      setParams(
        writeBookingsSearch({
          ...search,
          ...next,
          date,
          dated: next.date !== undefined ? next.date !== today : search.dated,
        }),
        { preventScrollReset: true },
      );
    },
    [search, setParams, today],
  );
  return [search, go];
}
