import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersSearch,
  listQueryOf,
  readFilters,
  withoutFilters,
} from './request-filters.ts';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe('the filters of /app/requests in the address', () => {
  it('reads the defaults from an empty address and writes them as nothing', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(filtersSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('reads every filter and writes them back in one stable order', () => {
    const search =
      '?status=refused&view=list&from=2026-05-01&to=2026-05-31&location=residency&priceMin=100&priceMax=250.5&type=flash&order=newest';
    const filters = read(search);
    expect(filters).toEqual({
      view: 'list',
      status: 'refused',
      order: 'newest',
      from: '2026-05-01',
      to: '2026-05-31',
      location: 'residency',
      priceMin: '100',
      priceMax: '250.5',
      type: 'flash',
    });
    expect(filtersSearch(filters)).toBe(search);
    expect(activeFilterCount(filters)).toBe(4);
    expect(withoutFilters(filters)).toEqual({ view: 'list', status: 'refused', order: 'newest' });
  });

  it('ignores values that are not what the page offers', () => {
    expect(
      read('?status=accepted&view=grid&from=2026-02-30&priceMin=abc&priceMax=-5&type=tattoo&order=x'),
    ).toEqual(DEFAULT_FILTERS);
    expect(read('?priceMin=12,5').priceMin).toBe('12.5');
    expect(read('?priceMin=12.555').priceMin).toBeUndefined();
  });

  it('asks the API in cents, leaving out what is not set', () => {
    expect(listQueryOf(read('?priceMin=45.5&priceMax=150&location=t1&to=2026-06-01'))).toEqual({
      status: 'pending',
      order: 'oldest',
      from: undefined,
      to: '2026-06-01',
      location: 't1',
      priceMin: 4550,
      priceMax: 15000,
      type: undefined,
    });
  });
});
