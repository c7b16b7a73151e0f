import { describe, expect, it } from 'vitest';
import {
  depositReceipt,
  invoicePeriod,
  invoiceReceipt,
  invoiceTaxRateIds,
  receiptMoney,
  type StripeChargeLike,
  type StripeInvoiceLike,
  type StripeSessionLike,
  type StripeTaxRate,
  sessionTaxes,
} from './receipt.ts';

const PAID_AT = 1_795_420_800; // 2026-11-23T08:00:00Z

const invoice = (overrides: Partial<StripeInvoiceLike> = {}): StripeInvoiceLike => ({
  id: 'in_1',
  number: 'ABCD1234-0001',
  receipt_number: null,
  currency: 'eur',
  subtotal: 1900,
  total: 1900,
  created: PAID_AT - 60,
  status_transitions: { paid_at: PAID_AT },
  total_taxes: [],
  total_discount_amounts: [],
  hosted_invoice_url: 'https://invoice.stripe.com/i/in_1',
  lines: { data: [{ amount: 1900, period: { start: PAID_AT, end: PAID_AT + 30 * 86_400 } }] },
  ...overrides,
});

const vat: StripeTaxRate = {
  id: 'txr_vat',
  display_name: 'VAT',
  percentage: 20,
  inclusive: false,
  jurisdiction: 'FR',
};

const charge: StripeChargeLike = {
  id: 'ch_1',
  created: PAID_AT,
  receipt_number: '1001-2345',
  receipt_url: 'https://pay.stripe.com/receipts/ch_1',
  payment_method_details: { card: { brand: 'visa', last4: '4242' } },
};

describe('a Pro receipt from a paid Stripe invoice', () => {
  it('with no tax: Stripe’s empty total_taxes is an empty list, never a computed zero line', () => {
    expect(invoiceReceipt(invoice(), new Map(), charge)).toEqual({
      number: 'ABCD1234-0001',
      paidAt: '2026-11-23T08:00:00.000Z',
      currency: 'EUR',
      subtotalCents: 1900,
      discountCents: 0,
      totalCents: 1900,
      taxes: [],
      card: { brand: 'visa', last4: '4242' },
      url: 'https://invoice.stripe.com/i/in_1',
    });
  });

  it('with one exclusive rate: the amount Stripe computed, the rate’s name, percentage and place', () => {
    const taxed = invoice({
      total: 2280,
      total_taxes: [{ amount: 380, tax_behavior: 'exclusive', tax_rate_details: { tax_rate: 'txr_vat' } }],
    });
    expect(invoiceTaxRateIds(taxed)).toEqual(['txr_vat']);
    const receipt = invoiceReceipt(taxed, new Map([['txr_vat', vat]]));
    expect(receipt.taxes).toEqual([
      { amountCents: 380, inclusive: false, name: 'VAT', percentage: 20, jurisdiction: 'FR' },
    ]);
    expect(receipt.totalCents).toBe(2280);
    // No charge read: no card, and the invoice's own page.
    expect(receipt.card).toBeUndefined();
  });

  it('with an inclusive rate: Stripe’s behaviour on the line wins, the total stays the price', () => {
    const taxed = invoice({
      total_taxes: [{ amount: 317, tax_behavior: 'inclusive', tax_rate_details: { tax_rate: 'txr_tva' } }],
    });
    const tva: StripeTaxRate = { id: 'txr_tva', display_name: 'TVA', percentage: 20, country: 'FR' };
    expect(invoiceReceipt(taxed, new Map([['txr_tva', tva]])).taxes).toEqual([
      { amountCents: 317, inclusive: true, name: 'TVA', percentage: 20, jurisdiction: 'FR' },
    ]);
  });

  it('keeps a reported line whose rate it could not name, and lists each rate once to read', () => {
    const taxed = invoice({
      total_taxes: [
        { amount: 100, tax_behavior: 'exclusive', tax_rate_details: { tax_rate: 'txr_a' } },
        { amount: 50, tax_behavior: 'exclusive', tax_rate_details: { tax_rate: 'txr_a' } },
        { amount: 0, tax_behavior: 'exclusive', tax_rate_details: null },
      ],
    });
    expect(invoiceTaxRateIds(taxed)).toEqual(['txr_a']);
    expect(invoiceReceipt(taxed, new Map()).taxes).toEqual([
      { amountCents: 100, inclusive: false },
      { amountCents: 50, inclusive: false },
      { amountCents: 0, inclusive: false },
    ]);
  });

  it('reads the coupon Stripe took off, the number’s fallbacks and the period paid for', () => {
    const discounted = invoice({
      number: null,
      receipt_number: null,
      hosted_invoice_url: null,
      status_transitions: null,
      total: 1710,
      total_discount_amounts: [{ amount: 190 }],
    });
    const receipt = invoiceReceipt(discounted, new Map(), { ...charge, receipt_url: null });
    expect(receipt).toMatchObject({ number: 'in_1', discountCents: 190, totalCents: 1710 });
    expect(receipt.paidAt).toBe(new Date((PAID_AT - 60) * 1000).toISOString());
    expect(receipt.url).toBeUndefined();
    expect(invoicePeriod(discounted)).toEqual({
      periodStart: '2026-11-23T08:00:00.000Z',
      periodEnd: '2026-12-23T08:00:00.000Z',
    });
    expect(invoicePeriod(invoice({ lines: { data: [] } }))).toEqual({});
  });
});

describe('a deposit receipt from a paid Checkout session and its charge', () => {
  const session = (overrides: Partial<StripeSessionLike> = {}): StripeSessionLike => ({
    id: 'cs_1',
    currency: 'eur',
    amount_subtotal: 5000,
    amount_total: 5000,
    total_details: { amount_discount: 0, amount_tax: 0, breakdown: { taxes: [] } },
    ...overrides,
  });

  it('with no tax (the usual case): no line, the charge’s receipt number, card and page', () => {
    expect(depositReceipt(session(), charge)).toEqual({
      number: '1001-2345',
      paidAt: '2026-11-23T08:00:00.000Z',
      currency: 'EUR',
      subtotalCents: 5000,
      discountCents: 0,
      totalCents: 5000,
      taxes: [],
      card: { brand: 'visa', last4: '4242' },
      url: 'https://pay.stripe.com/receipts/ch_1',
    });
  });

  it('with the breakdown: each tax as Stripe reports it, inclusive or exclusive by its rate', () => {
    const iva: StripeTaxRate = { id: 'txr_iva', display_name: 'IVA', percentage: 21, inclusive: true };
    const inclusive = session({
      total_details: { amount_tax: 868, breakdown: { taxes: [{ amount: 868, rate: iva }] } },
    });
    expect(sessionTaxes(inclusive)).toEqual([
      { amountCents: 868, inclusive: true, name: 'IVA', percentage: 21 },
    ]);
    const exclusive = session({
      amount_total: 6000,
      total_details: { amount_tax: 1000, breakdown: { taxes: [{ amount: 1000, rate: vat }] } },
    });
    expect(depositReceipt(exclusive, charge)).toMatchObject({
      subtotalCents: 5000,
      totalCents: 6000,
      taxes: [{ amountCents: 1000, inclusive: false, name: 'VAT', percentage: 20, jurisdiction: 'FR' }],
    });
  });

  it('without the breakdown: Stripe’s tax amount as one unnamed line; none when it says 0', () => {
    expect(sessionTaxes(session({ amount_total: 5550, total_details: { amount_tax: 550 } }))).toEqual([
      { amountCents: 550, inclusive: false },
    ]);
    expect(sessionTaxes(session({ total_details: { amount_tax: 868 } }))).toEqual([
      { amountCents: 868, inclusive: true },
    ]);
    expect(sessionTaxes(session({ total_details: null }))).toEqual([]);
  });

  it('falls back to the charge id when Stripe gave no receipt number', () => {
    const bare = { id: 'ch_2', created: PAID_AT, receipt_number: null, payment_method_details: null };
    const receipt = depositReceipt(session(), bare);
    expect(receipt.number).toBe('ch_2');
    expect(receipt.card).toBeUndefined();
  });
});

describe('receiptMoney', () => {
  it('writes the currency’s minor digits in the reader’s language', () => {
    expect(receiptMoney(1900, 'EUR', 'fr')).toBe('19,00\u00a0€');
    expect(receiptMoney(1900, 'USD', 'en')).toBe('$19.00');
    expect(receiptMoney(1900, 'JPY', 'en')).toBe('¥1,900');
    expect(receiptMoney(1900, 'nope', 'en')).toBe('19.00 nope');
  });
});
