import { describe, expect, it } from 'vitest';
import { portalPaymentStatus } from './payment-status.ts';

describe('a booking’s payment as its client reads it', () => {
  it('shows a deposit waiting to be paid as pending', () => {
    expect(portalPaymentStatus({ paymentState: 'WAITING-FOR-DEPOSIT', depositCents: 5000 })).toBe('pending');
    expect(portalPaymentStatus({ paymentState: 'DEPOSIT-PAID', depositCents: 5000 })).toBe('depositPaid');
    expect(portalPaymentStatus({ paymentState: 'TOTAL-PAID', depositCents: 5000 })).toBe('totalPaid');
  });

  it('never shows a pending deposit on a booking without one', () => {
    expect(portalPaymentStatus({ paymentState: 'DEPOSIT-PAID' })).toBe('noDeposit');
    expect(portalPaymentStatus({ paymentState: 'WAITING-FOR-DEPOSIT' })).toBe('noDeposit');
    expect(portalPaymentStatus({ paymentState: 'WAITING-FOR-DEPOSIT', depositCents: 0 })).toBe('noDeposit');
    expect(portalPaymentStatus({ paymentState: 'TOTAL-PAID' })).toBe('totalPaid');
  });
});
