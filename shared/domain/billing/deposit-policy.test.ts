import { describe, expect, it } from 'vitest';
import {
  acceptedPolicy,
  cancellationRefundCents,
  clientMayMove,
  DEFAULT_DEPOSIT_POLICY,
  depositDueAt,
  depositPolicyOf,
  policyLines,
} from './deposit-policy.ts';

const policy = { payWithinHours: 48, refundUntilDays: 7, maxClientMoves: 1 };

describe('depositDueAt', () => {
  it('is the deadline after acceptance', () => {
    expect(
      depositDueAt(policy, {
        acceptedAt: '2026-12-01T10:00:00.000Z',
        slotStart: '2026-12-20T09:00:00.000Z',
        depositCents: 5000,
      }),
    ).toBe('2026-12-03T10:00:00.000Z');
  });

  it('is never after the slot starts', () => {
    expect(
      depositDueAt(policy, {
        acceptedAt: '2026-12-01T10:00:00.000Z',
        slotStart: '2026-12-02T09:00:00.000Z',
        depositCents: 5000,
      }),
    ).toBe('2026-12-02T09:00:00.000Z');
  });

  it('is none without a deadline or without a deposit', () => {
    const booking = { acceptedAt: '2026-12-01T10:00:00.000Z', slotStart: '2026-12-20T09:00:00.000Z' };
    expect(
      depositDueAt({ ...policy, payWithinHours: 0 }, { ...booking, depositCents: 5000 }),
    ).toBeUndefined();
    expect(depositDueAt(policy, booking)).toBeUndefined();
  });
});

describe('cancellationRefundCents', () => {
  const slotStart = '2026-12-20T09:00:00.000Z';
  it('refunds all when the artist cancels, even the day before', () => {
    expect(
      cancellationRefundCents(policy, {
        by: 'artist',
        paidCents: 5000,
        slotStart,
        cancelledAt: '2026-12-19T09:00:00.000Z',
      }),
    ).toBe(5000);
  });

  it('refunds a client who cancels with the notice, exactly at the limit too', () => {
    expect(
      cancellationRefundCents(policy, {
        by: 'client',
        paidCents: 5000,
        slotStart,
        cancelledAt: '2026-12-13T09:00:00.000Z',
      }),
    ).toBe(5000);
  });

  it('keeps the deposit of a client who cancels later', () => {
    expect(
      cancellationRefundCents(policy, {
        by: 'client',
        paidCents: 5000,
        slotStart,
        cancelledAt: '2026-12-13T09:00:01.000Z',
      }),
    ).toBe(0);
  });
});

describe('moves and defaults', () => {
  it('counts the client’s moves against the policy', () => {
    expect(clientMayMove(policy, 0)).toBe(true);
    expect(clientMayMove(policy, 1)).toBe(false);
    expect(clientMayMove({ ...policy, maxClientMoves: 0 }, 0)).toBe(false);
  });

  it('fills what the artist did not set with the defaults', () => {
    expect(depositPolicyOf({})).toEqual(DEFAULT_DEPOSIT_POLICY);
    expect(depositPolicyOf({ depositPolicy: { payWithinHours: 24 } })).toEqual({
      ...DEFAULT_DEPOSIT_POLICY,
      payWithinHours: 24,
    });
  });
});

describe('policyLines', () => {
  it('says the deadline, the refund notice, the moves and the artist’s promise', () => {
    expect(policyLines(policy)).toEqual([
      { key: 'deadline', count: 48 },
      { key: 'refundNotice', count: 7 },
      { key: 'moves', count: 1 },
      { key: 'artistCancels' },
    ]);
  });

  it('says no deadline, a refund any time and no moves when so set', () => {
    expect(policyLines({ payWithinHours: 0, refundUntilDays: 0, maxClientMoves: 0 })).toEqual([
      { key: 'refundAlways' },
      { key: 'noMoves' },
      { key: 'artistCancels' },
    ]);
  });

  it('says the touch-up window and the late-arrival grace before the artist’s promise (issue 31)', () => {
    expect(policyLines({ ...policy, touchUpMonths: 3, lateArrivalMinutes: 15 }).slice(-3)).toEqual([
      { key: 'touchUp', count: 3 },
      { key: 'lateArrival', count: 15 },
      { key: 'artistCancels' },
    ]);
    expect(policyLines({ ...policy, lateArrivalMinutes: 0 }).map((line) => line.key)).not.toContain(
      'lateArrival',
    );
    expect(policyLines({ ...policy, depositValidMonths: 6 }).slice(-2)).toEqual([
      { key: 'depositLifetime', count: 6 },
      { key: 'artistCancels' },
    ]);
  });

  it('says the healed photo asked for, and nothing of it when off (ADR 0101)', () => {
    expect(policyLines({ ...policy, depositValidMonths: 6, healedPhotoDays: 21 }).slice(-3)).toEqual([
      { key: 'depositLifetime', count: 6 },
      { key: 'healedPhoto', count: 21 },
      { key: 'artistCancels' },
    ]);
    expect(policyLines({ ...policy, healedPhotoDays: 0 }).map((line) => line.key)).not.toContain(
      'healedPhoto',
    );
  });
});

describe('acceptedPolicy', () => {
  it('is the booking’s copy, else the artist’s current policy, else the defaults', () => {
    const artist = { depositPolicy: { ...policy, maxClientMoves: 3 } };
    expect(acceptedPolicy({ depositPolicy: policy }, artist)).toEqual(policy);
    expect(acceptedPolicy({}, artist)).toEqual(artist.depositPolicy);
    expect(acceptedPolicy({}, null)).toEqual(DEFAULT_DEPOSIT_POLICY);
  });
});
