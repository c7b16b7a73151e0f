import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/errors.ts';
import { emittedMetrics } from '../../lib/test-emitted-metrics.ts';
import { type UnconfirmedItem, writeUnconfirmedRequest } from './write-unconfirmed-request.ts';

const outcomes = vi.hoisted(() => [] as unknown[]);
vi.mock('../../lib/db.ts', () => ({
  getDb: () => ({
    transaction: { write: () => ({ go: async () => outcomes.shift() }) },
    entities: { unconfirmedRequest: { get: () => ({ go: async () => ({ data: undefined }) }) } },
  }),
}));

const item = { artistId: 'a-1', requestId: 'r-1', request: { slotId: 's' } } as unknown as UnconfirmedItem;
const write = () => writeUnconfirmedRequest({ item, slices: [], nowSeconds: 1 });

describe('writeUnconfirmedRequest counts the requests awaiting their code (ADR 0080)', () => {
  it('a written request as one RequestsAwaitingConfirmation', async () => {
    outcomes.push({ canceled: false });
    const lines = await emittedMetrics(write);
    expect(lines.map((line) => line.values)).toEqual([{ RequestsAwaitingConfirmation: 1 }]);
  });

  it('a slot taken by someone else not at all', async () => {
    outcomes.push({ canceled: true, data: [{ code: 'ConditionalCheckFailed' }] });
    let refusal: unknown;
    const lines = await emittedMetrics(() =>
      write().catch((error: unknown) => {
        refusal = error;
      }),
    );
    expect(refusal).toMatchObject({ status: 409 });
    expect(refusal).toBeInstanceOf(ApiError);
    expect(lines).toEqual([]);
  });
});
