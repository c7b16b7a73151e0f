import { describe, expect, it } from 'vitest';
import {
  balanceDueCents,
  canSetPaymentState,
  initialPaymentState,
  isDepositPending,
} from './payment-state.ts';

describe('payment state', () => {
  it('starts waiting for a deposit only when there is one', () => {
    expect(initialPaymentState(5000)).toBe('WAITING-FOR-DEPOSIT');
    expect(initialPaymentState(undefined)).toBe('DEPOSIT-PAID');
    expect(initialPaymentState(0)).toBe('DEPOSIT-PAID');
  });

  it('never lets a booking without a deposit wait for one', () => {
    expect(canSetPaymentState('WAITING-FOR-DEPOSIT', undefined)).toBe(false);
    expect(canSetPaymentState('WAITING-FOR-DEPOSIT', 0)).toBe(false);
    expect(canSetPaymentState('WAITING-FOR-DEPOSIT', 5000)).toBe(true);
    expect(canSetPaymentState('TOTAL-PAID', undefined)).toBe(true);
    expect(canSetPaymentState('DEPOSIT-PAID', 5000)).toBe(true);
  });

  it('shows a pending deposit only for an unpaid deposit', () => {
    expect(isDepositPending('WAITING-FOR-DEPOSIT', 5000)).toBe(true);
    expect(isDepositPending('WAITING-FOR-DEPOSIT', undefined)).toBe(false);
    expect(isDepositPending('DEPOSIT-PAID', 5000)).toBe(false);
    expect(isDepositPending('TOTAL-PAID', 5000)).toBe(false);
  });

  it('credits a project session its share of the held deposit, not the whole deposit (ADR 0093)', () => {
    const first = {
      priceCents: 50_000,
      depositCents: 15_000,
      session: { number: 1, depositCreditCents: 0 },
    } as const;
    // The deposit goes to the last session: the first pays its full price, deposit paid or not.
    expect(balanceDueCents({ ...first, paymentState: 'DEPOSIT-PAID' })).toBe(50_000);
    const last = { priceCents: 60_000, session: { number: 3, depositCreditCents: 15_000 } };
    expect(balanceDueCents({ ...last, paymentState: 'DEPOSIT-PAID' })).toBe(45_000);
    expect(balanceDueCents({ ...last, paymentState: 'TOTAL-PAID' })).toBe(0);
    // Split: the first session's share counts only once its deposit is held.
    const split = { ...first, session: { number: 1, depositCreditCents: 5000 } };
    expect(balanceDueCents({ ...split, paymentState: 'WAITING-FOR-DEPOSIT' })).toBe(50_000);
    expect(balanceDueCents({ ...split, paymentState: 'DEPOSIT-PAID' })).toBe(45_000);
    // A booking outside a project: its own deposit, as before.
    expect(balanceDueCents({ priceCents: 50_000, depositCents: 15_000, paymentState: 'DEPOSIT-PAID' })).toBe(
      35_000,
    );
  });

  it('takes a forfeited deposit off nothing: the client arrived late (ADR 0097)', () => {
    const late = { priceCents: 50_000, depositCents: 15_000, paymentState: 'DEPOSIT-PAID' as const };
    expect(balanceDueCents({ ...late, lateArrivalAt: '2026-03-10T14:20:00.000Z' })).toBe(50_000);
    expect(
      balanceDueCents({ ...late, paymentState: 'TOTAL-PAID', lateArrivalAt: '2026-03-10T14:20:00.000Z' }),
    ).toBe(0);
  });
});
