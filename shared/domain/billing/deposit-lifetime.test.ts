import { describe, expect, it } from 'vitest';
import { keptDepositExpiresAt, keptDepositStep } from './deposit-lifetime.ts';

const policy = { payWithinHours: 0, refundUntilDays: 7, maxClientMoves: 1, depositValidMonths: 6 };
/** Cancelled by the client 3 days before the slot: under 7 days' notice, the paid deposit is kept. */
const kept = {
  status: 'canceled' as const,
  canceledBy: 'client' as const,
  canceledAt: '2026-01-31T10:00:00.000Z',
  slotStart: '2026-02-03T10:00:00.000Z',
  depositCents: 5_000,
  paymentState: 'DEPOSIT-PAID',
};

describe('keptDepositExpiresAt', () => {
  it('is the cancellation plus the policy’s months, the day clamped to the month’s end', () => {
    expect(keptDepositExpiresAt(policy, kept)).toBe('2026-07-31T10:00:00.000Z');
    expect(keptDepositExpiresAt({ ...policy, depositValidMonths: 1 }, kept)).toBe('2026-02-28T10:00:00.000Z');
  });

  it('is none when nothing was kept, or the policy keeps it forever', () => {
    expect(keptDepositExpiresAt({ ...policy, depositValidMonths: 0 }, kept)).toBeUndefined();
    expect(keptDepositExpiresAt(policy, { ...kept, canceledBy: 'artist' })).toBeUndefined();
    expect(keptDepositExpiresAt(policy, { ...kept, status: 'confirmed' })).toBeUndefined();
    expect(keptDepositExpiresAt(policy, { ...kept, paymentState: 'WAITING-FOR-DEPOSIT' })).toBeUndefined();
    expect(keptDepositExpiresAt(policy, { ...kept, depositCents: undefined })).toBeUndefined();
    expect(keptDepositExpiresAt(policy, { ...kept, depositPayment: { refundId: 're_1' } })).toBeUndefined();
    // Cancelled in time for a refund: the deposit was owed back, not kept.
    expect(keptDepositExpiresAt(policy, { ...kept, canceledAt: '2026-01-20T10:00:00.000Z' })).toBeUndefined();
  });
});

describe('keptDepositStep', () => {
  const at = (iso: string) => new Date(iso);
  it('warns from 14 days before, once, then expires at the date, once', () => {
    expect(keptDepositStep(policy, kept, at('2026-07-17T09:59:00.000Z'), false)).toBeUndefined();
    expect(keptDepositStep(policy, kept, at('2026-07-17T10:00:00.000Z'), false)).toEqual({
      step: 'warn',
      expiresAt: '2026-07-31T10:00:00.000Z',
    });
    const warned = { ...kept, depositExpiryWarnedAt: '2026-07-17T10:00:00.000Z' };
    expect(keptDepositStep(policy, warned, at('2026-07-25T10:00:00.000Z'), false)).toBeUndefined();
    expect(keptDepositStep(policy, warned, at('2026-07-31T10:00:00.000Z'), false)?.step).toBe('expire');
    const expired = { ...warned, depositExpiredAt: '2026-07-31T10:00:00.000Z' };
    expect(keptDepositStep(policy, expired, at('2026-09-01T10:00:00.000Z'), false)).toBeUndefined();
  });

  it('expires without a warning when the job comes after the date; nothing once rebooked', () => {
    expect(keptDepositStep(policy, kept, at('2026-08-02T10:00:00.000Z'), false)?.step).toBe('expire');
    expect(keptDepositStep(policy, kept, at('2026-08-02T10:00:00.000Z'), true)).toBeUndefined();
  });
});
