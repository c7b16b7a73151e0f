import { describe, expect, it } from 'vitest';
import { paymentChoices, paymentStatusOf } from './payment-status.ts';

describe('how a payment state reads', () => {
  it('shows a pending deposit only when there is one to pay', () => {
    expect(paymentStatusOf('WAITING-FOR-DEPOSIT', 5000)).toBe('pending');
    expect(paymentStatusOf('WAITING-FOR-DEPOSIT', undefined)).toBe('noDeposit');
    expect(paymentStatusOf('WAITING-FOR-DEPOSIT', 0)).toBe('noDeposit');
    expect(paymentStatusOf('DEPOSIT-PAID', 5000)).toBe('depositPaid');
    expect(paymentStatusOf('DEPOSIT-PAID', undefined)).toBe('noDeposit');
    expect(paymentStatusOf('TOTAL-PAID', undefined)).toBe('totalPaid');
    expect(paymentStatusOf('TOTAL-PAID', 5000)).toBe('totalPaid');
  });

  it('never offers to wait for a deposit that does not exist', () => {
    expect(paymentChoices(5000).map(({ state }) => state)).toEqual([
      'WAITING-FOR-DEPOSIT',
      'DEPOSIT-PAID',
      'TOTAL-PAID',
    ]);
    expect(paymentChoices(undefined)).toEqual([
      { state: 'DEPOSIT-PAID', status: 'noDeposit' },
      { state: 'TOTAL-PAID', status: 'totalPaid' },
    ]);
  });
});
