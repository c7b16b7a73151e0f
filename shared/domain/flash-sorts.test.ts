import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLASH_SORT,
  FLASH_SORTS,
  isFlashSort,
  type SortableFlash,
  sortFlashes,
} from './flash-sorts.ts';

const flash = (
  flashId: string,
  priceCents: number,
  createdAt: string,
  updatedAt = createdAt,
): SortableFlash => ({
  flashId,
  priceCents,
  createdAt,
  updatedAt,
});

// `old` was added first but reworked last; `new` was added last; `mid` sits between.
const flashes = [
  flash('old', 9000, '2026-01-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z'),
  flash('new', 5000, '2026-02-15T10:00:00.000Z'),
  flash('mid', 12000, '2026-02-01T10:00:00.000Z'),
];
const ids = (list: SortableFlash[]) => list.map((f) => f.flashId);

describe('the four flash sorts', () => {
  it('most recent: the flash changed last first', () => {
    expect(ids(sortFlashes(flashes, 'most-recent'))).toEqual(['old', 'new', 'mid']);
  });

  it('recently added: the flash created last first', () => {
    expect(ids(sortFlashes(flashes, 'recently-added'))).toEqual(['new', 'mid', 'old']);
  });

  it('price ascending and descending, the newest first among equal prices', () => {
    expect(ids(sortFlashes(flashes, 'price-asc'))).toEqual(['new', 'old', 'mid']);
    expect(ids(sortFlashes(flashes, 'price-desc'))).toEqual(['mid', 'old', 'new']);
    const tied = [flash('a', 100, '2026-01-01T00:00:00.000Z'), flash('b', 100, '2026-01-02T00:00:00.000Z')];
    expect(ids(sortFlashes(tied, 'price-asc'))).toEqual(['b', 'a']);
  });

  it('leave the input untouched, keep every flash and give the same order whatever the input order', () => {
    const arbitrary = fc.array(
      fc.record({
        flashId: fc.uuid(),
        priceCents: fc.integer({ min: 0, max: 50_000 }),
        createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        updatedAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arbitrary, fc.constantFrom(...FLASH_SORTS), (list, sort) => {
        const copy = [...list];
        const sorted = sortFlashes(list, sort);
        expect(list).toEqual(copy);
        expect(sorted).toHaveLength(list.length);
        expect(sortFlashes([...list].reverse(), sort)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          const [before, after] = [sorted[i - 1]!, sorted[i]!];
          if (sort === 'price-asc') expect(before.priceCents).toBeLessThanOrEqual(after.priceCents);
          if (sort === 'price-desc') expect(before.priceCents).toBeGreaterThanOrEqual(after.priceCents);
          if (sort === 'recently-added') expect(before.createdAt >= after.createdAt).toBe(true);
          if (sort === 'most-recent') expect(before.updatedAt >= after.updatedAt).toBe(true);
        }
      }),
    );
  });

  it('recognise the four sort names only, most recent by default', () => {
    expect(FLASH_SORTS).toEqual(['most-recent', 'price-asc', 'price-desc', 'recently-added']);
    expect(DEFAULT_FLASH_SORT).toBe('most-recent');
    expect(isFlashSort('price-asc')).toBe(true);
    expect(isFlashSort('cheapest')).toBe(false);
    expect(isFlashSort(undefined)).toBe(false);
  });
});
