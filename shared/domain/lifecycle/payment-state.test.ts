import { describe, expect, it } from 'vitest';
import { canSetPaymentState, initialPaymentState, isDepositPending } from './payment-state.ts';

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
});
