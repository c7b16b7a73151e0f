/**
 * The four flash orders of the public page (spec: "most recent, price ascending, price descending,
 * recently added"):
 * - `most-recent`: the flash changed last comes first (`updatedAt`, newest first), so a reworked or
 *   repriced design comes back to the top;
 * - `recently-added`: the flash created last comes first (`createdAt`, newest first);
 * - `price-asc` / `price-desc`: by price in cents, the newest first among equal prices.
 * Any remaining tie is broken by id, so an order never changes between two renders.
 */
export const FLASH_SORTS = ['most-recent', 'price-asc', 'price-desc', 'recently-added'] as const;
export type FlashSort = (typeof FLASH_SORTS)[number];
export const DEFAULT_FLASH_SORT: FlashSort = 'most-recent';

export interface SortableFlash {
  flashId: string;
  priceCents: number;
  createdAt: string;
  updatedAt: string;
}

export function isFlashSort(value: unknown): value is FlashSort {
  return typeof value === 'string' && (FLASH_SORTS as readonly string[]).includes(value);
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

const comparators: Record<FlashSort, (a: SortableFlash, b: SortableFlash) => number> = {
  'most-recent': (a, b) => newestFirst(a.updatedAt, b.updatedAt) || newestFirst(a.createdAt, b.createdAt),
  'recently-added': (a, b) => newestFirst(a.createdAt, b.createdAt),
  'price-asc': (a, b) => a.priceCents - b.priceCents || newestFirst(a.createdAt, b.createdAt),
  'price-desc': (a, b) => b.priceCents - a.priceCents || newestFirst(a.createdAt, b.createdAt),
};

/** A sorted copy (the input is left as is). */
export function sortFlashes<T extends SortableFlash>(flashes: readonly T[], sort: FlashSort): T[] {
  const compare = comparators[sort];
  return [...flashes].sort(
    (a, b) => compare(a, b) || (a.flashId < b.flashId ? -1 : a.flashId > b.flashId ? 1 : 0),
  );
}
