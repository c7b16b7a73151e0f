import { describe, expect, it } from 'vitest';
import { historyOf, paymentViewOf } from './artist-views.ts';

describe('historyOf', () => {
  it("reads a request without history as one 'created' entry by the client", () => {
    expect(historyOf({ createdAt: '2030-04-01T10:00:00.000Z' })).toEqual([
      { at: '2030-04-01T10:00:00.000Z', action: 'created', by: 'client' },
    ]);
  });

  it("puts the 'created' entry before changes appended to an old request", () => {
    const moved = { at: '2030-04-02T10:00:00.000Z', action: 'moved' as const, by: 'artist' as const };
    expect(historyOf({ createdAt: '2030-04-01T10:00:00.000Z', history: [moved] })).toEqual([
      { at: '2030-04-01T10:00:00.000Z', action: 'created', by: 'client' },
      moved,
    ]);
  });

  it("keeps a history that has its 'created' entry as it is", () => {
    const history = [
      { at: '2030-04-01T10:00:00.000Z', action: 'created' as const, by: 'client' as const },
      { at: '2030-04-03T10:00:00.000Z', action: 'accepted' as const, by: 'artist' as const },
    ];
    expect(historyOf({ createdAt: '2030-04-01T10:00:00.000Z', history })).toEqual(history);
  });
});

describe('paymentViewOf', () => {
  const booking = {
    priceCents: 15_000,
    currency: 'EUR' as const,
    paymentState: 'DEPOSIT-PAID' as const,
  } as Parameters<typeof paymentViewOf>[0];

  it('shows no deposit for a booking accepted without one (never a zero deposit)', () => {
    expect(paymentViewOf({ ...booking, depositCents: 0 })).toEqual({
      priceCents: 15_000,
      currency: 'EUR',
      paymentState: 'DEPOSIT-PAID',
    });
  });

  it('shows the deposit and the note when there are', () => {
    expect(
      paymentViewOf({
        ...booking,
        depositCents: 5_000,
        paymentState: 'WAITING-FOR-DEPOSIT',
        paymentNote: 'cash',
      }),
    ).toEqual({
      priceCents: 15_000,
      depositCents: 5_000,
      currency: 'EUR',
      paymentState: 'WAITING-FOR-DEPOSIT',
      paymentNote: 'cash',
    });
  });
});
