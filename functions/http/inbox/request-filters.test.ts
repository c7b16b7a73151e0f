import { describe, expect, it } from 'vitest';
import { type FilterableRequest, filterRequests } from './request-filters.ts';

const request = (id: string, fields: Partial<FilterableRequest> = {}): FilterableRequest => ({
  requestId: id,
  projectType: 'custom',
  slotId: '2030-05-02T10:00/120',
  createdAt: `2030-04-01T00:00:0${id}.000Z`,
  ...fields,
});

const ids = (list: FilterableRequest[]) => list.map((item) => item.requestId);
const noPrice = () => undefined;

describe('filterRequests', () => {
  const requests = [
    request('3', { slotId: '2030-05-03T10:00/120', travelId: 'lyon' }),
    request('1', { slotId: '2030-05-01T10:00/120', projectType: 'flash' }),
    request('2', { slotId: '2030-05-02T10:00/120', projectType: 'touchup' }),
  ];

  it('orders oldest first by default (the stack), newest first when asked', () => {
    expect(ids(filterRequests(requests, { order: 'oldest' }, noPrice))).toEqual(['1', '2', '3']);
    expect(ids(filterRequests(requests, { order: 'newest' }, noPrice))).toEqual(['3', '2', '1']);
  });

  it("keeps the slots' local days between from and to, both inclusive", () => {
    const kept = filterRequests(requests, { order: 'oldest', from: '2030-05-02', to: '2030-05-03' }, noPrice);
    expect(ids(kept)).toEqual(['2', '3']);
  });

  it('filters by residency or by travel, and by type', () => {
    expect(ids(filterRequests(requests, { order: 'oldest', location: 'residency' }, noPrice))).toEqual([
      '1',
      '2',
    ]);
    expect(ids(filterRequests(requests, { order: 'oldest', location: 'lyon' }, noPrice))).toEqual(['3']);
    expect(ids(filterRequests(requests, { order: 'oldest', type: 'touchup' }, noPrice))).toEqual(['2']);
  });

  it('keeps only requests with a price in the range while a price filter is set', () => {
    const priceOf = (item: FilterableRequest) => (item.projectType === 'flash' ? 12_000 : undefined);
    expect(ids(filterRequests(requests, { order: 'oldest', priceMin: 10_000 }, priceOf))).toEqual(['1']);
    expect(ids(filterRequests(requests, { order: 'oldest', priceMax: 11_999 }, priceOf))).toEqual([]);
    expect(
      ids(filterRequests(requests, { order: 'oldest', priceMin: 12_000, priceMax: 12_000 }, priceOf)),
    ).toEqual(['1']);
  });
});
