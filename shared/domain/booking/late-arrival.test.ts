import { describe, expect, it } from 'vitest';
import { lateArrivalRefusal } from './late-arrival.ts';

const booking = {
  status: 'confirmed' as const,
  slotStart: '2026-03-10T14:00:00.000Z',
  depositCents: 5_000,
  paymentState: 'DEPOSIT-PAID',
};
const policy = { lateArrivalMinutes: 15 };
const started = new Date('2026-03-10T14:20:00.000Z');

describe('lateArrivalRefusal', () => {
  it('lets the artist mark a started booking whose deposit is paid, under a policy with the rule', () => {
    expect(lateArrivalRefusal(policy, booking, started)).toBeUndefined();
    expect(lateArrivalRefusal(policy, booking, new Date(booking.slotStart))).toBeUndefined();
  });

  it('refuses before the start, without the rule, without a paid deposit, once cancelled', () => {
    expect(lateArrivalRefusal(policy, booking, new Date('2026-03-10T13:59:00.000Z'))).toBe(
      'late_arrival_too_soon',
    );
    expect(lateArrivalRefusal({}, booking, started)).toBe('late_arrival_no_rule');
    expect(lateArrivalRefusal({ lateArrivalMinutes: 0 }, booking, started)).toBe('late_arrival_no_rule');
    expect(lateArrivalRefusal(policy, { ...booking, depositCents: undefined }, started)).toBe(
      'late_arrival_no_deposit',
    );
    expect(lateArrivalRefusal(policy, { ...booking, paymentState: 'WAITING-FOR-DEPOSIT' }, started)).toBe(
      'late_arrival_no_deposit',
    );
    expect(lateArrivalRefusal(policy, { ...booking, status: 'canceled' }, started)).toBe('booking_canceled');
  });

  it('answers a booking already marked as it is (a retry)', () => {
    expect(
      lateArrivalRefusal(policy, { ...booking, lateArrivalAt: started.toISOString() }, started),
    ).toBeUndefined();
  });
});
