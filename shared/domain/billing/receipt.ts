/**
 * What a receipt says (issue 30, item 5; ADR 0086), read from Stripe's own objects: a Pro invoice
 * (`invoice.paid`) or a deposit's Checkout session and its charge. Pure: the shapes below are the
 * fields of Stripe's API the receipts read (structural, so no SDK import), and the tax lines are
 * taken exactly as Stripe reports them, never computed here.
 */

/** One tax line as Stripe reports it; `inclusive`: already in the amounts ("incl. VAT"). */
interface ReceiptTax {
  amountCents: number;
  inclusive: boolean;
  /** The rate's display name (`VAT`, `TVA`, `Sales tax`), when Stripe names one. */
  name?: string;
  /** The rate in percent (20, 5.5), when Stripe gives one. */
  percentage?: number;
  /** Where it applies (`FR`, `California`), when Stripe says. */
  jurisdiction?: string;
}

/** The figures every receipt carries; `taxes` empty: Stripe reported no tax. */
export interface ReceiptFigures {
  /** Stripe's invoice or receipt number (else the charge id, so a receipt always has a reference). */
  number: string;
  paidAt: string;
  /** ISO 4217, upper case, as Stripe's lower-case currency. */
  currency: string;
  subtotalCents: number;
  /** Taken off the subtotal (a coupon), as Stripe reports it; 0 without. */
  discountCents: number;
  totalCents: number;
  taxes: ReceiptTax[];
  /** `visa`, `4242`: the card Stripe charged, when it says. */
  card?: { brand: string; last4: string };
  /** Stripe's hosted invoice or receipt page, when present. */
  url?: string;
}

/** A tax rate as Stripe's `tax_rate` object has it. */
export interface StripeTaxRate {
  id: string;
  display_name?: string | null;
  percentage?: number | null;
  effective_percentage?: number | null;
  inclusive?: boolean | null;
  jurisdiction?: string | null;
  country?: string | null;
}

/** An invoice's `total_taxes` entry (API 2025-03-31 and later). */
interface InvoiceTotalTax {
  amount: number;
  tax_behavior?: string | null;
  tax_rate_details?: { tax_rate: string } | null;
}

/** The fields of a Stripe invoice a Pro receipt reads. */
export interface StripeInvoiceLike {
  id: string;
  number?: string | null;
  receipt_number?: string | null;
  currency: string;
  subtotal: number;
  total: number;
  created: number;
  status_transitions?: { paid_at?: number | null } | null;
  total_taxes?: InvoiceTotalTax[] | null;
  total_discount_amounts?: { amount: number }[] | null;
  hosted_invoice_url?: string | null;
  lines?: {
    data: {
      amount: number;
      description?: string | null;
      period?: { start: number; end: number } | null;
    }[];
  } | null;
}

/** A deposit's Checkout session (its `total_details` with the `breakdown` expanded). */
export interface StripeSessionLike {
  id: string;
  currency?: string | null;
  amount_subtotal?: number | null;
  amount_total?: number | null;
  total_details?: {
    amount_discount?: number | null;
    amount_tax?: number | null;
    breakdown?: { taxes?: { amount: number; rate: StripeTaxRate }[] } | null;
  } | null;
}

/** The charge of a payment: its receipt number, page and card. */
export interface StripeChargeLike {
  id: string;
  created: number;
  receipt_number?: string | null;
  receipt_url?: string | null;
  payment_method_details?: { card?: { brand?: string | null; last4?: string | null } | null } | null;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A tax line from Stripe's rate object, its behaviour as Stripe says (the rate's, or the line's). */
function taxLine(amount: number, rate: StripeTaxRate | undefined, inclusive: boolean): ReceiptTax {
  const percentage = rate?.percentage ?? rate?.effective_percentage ?? undefined;
  const jurisdiction = rate?.jurisdiction ?? rate?.country ?? undefined;
  return {
    amountCents: amount,
    inclusive,
    ...(rate?.display_name && { name: rate.display_name }),
    ...(typeof percentage === 'number' && { percentage }),
    ...(jurisdiction && { jurisdiction }),
  };
}

/** The tax rate ids an invoice's tax lines name, to read them from Stripe once each. */
export function invoiceTaxRateIds(invoice: Pick<StripeInvoiceLike, 'total_taxes'>): string[] {
  const ids = (invoice.total_taxes ?? []).flatMap((tax) => tax.tax_rate_details?.tax_rate ?? []);
  return [...new Set(ids)];
}

/** An invoice's tax lines: `total_taxes` as Stripe reports them, each with its rate's name and percent. */
function invoiceTaxes(
  invoice: Pick<StripeInvoiceLike, 'total_taxes'>,
  rates: ReadonlyMap<string, StripeTaxRate>,
): ReceiptTax[] {
  return (invoice.total_taxes ?? []).map((tax) => {
    const rate = tax.tax_rate_details ? rates.get(tax.tax_rate_details.tax_rate) : undefined;
    return taxLine(tax.amount, rate, tax.tax_behavior === 'inclusive');
  });
}

/**
 * A session's tax lines: its `total_details.breakdown.taxes` as Stripe reports them; a tax amount
 * without the breakdown is one unnamed line (exclusive unless the amounts say otherwise).
 */
export function sessionTaxes(session: StripeSessionLike): ReceiptTax[] {
  const details = session.total_details;
  const breakdown = details?.breakdown?.taxes;
  if (breakdown) return breakdown.map((tax) => taxLine(tax.amount, tax.rate, Boolean(tax.rate.inclusive)));
  const amount = details?.amount_tax ?? 0;
  if (amount <= 0) return [];
  const inclusive = (session.amount_total ?? 0) === (session.amount_subtotal ?? 0);
  return [{ amountCents: amount, inclusive }];
}

function cardOf(charge: StripeChargeLike | undefined) {
  const card = charge?.payment_method_details?.card;
  return card?.brand && card.last4 ? { card: { brand: card.brand, last4: card.last4 } } : {};
}

/** The period an invoice's first line (the subscription's) pays for, when it says. */
export function invoicePeriod(invoice: Pick<StripeInvoiceLike, 'lines'>): {
  periodStart?: string;
  periodEnd?: string;
} {
  const period = invoice.lines?.data[0]?.period;
  return period ? { periodStart: iso(period.start), periodEnd: iso(period.end) } : {};
}

/** A paid invoice's receipt figures: its number, when it was paid, its amounts and tax lines. */
export function invoiceReceipt(
  invoice: StripeInvoiceLike,
  rates: ReadonlyMap<string, StripeTaxRate>,
  charge?: StripeChargeLike,
): ReceiptFigures {
  const url = invoice.hosted_invoice_url ?? charge?.receipt_url;
  return {
    number: invoice.number ?? invoice.receipt_number ?? invoice.id,
    paidAt: iso(invoice.status_transitions?.paid_at ?? invoice.created),
    currency: invoice.currency.toUpperCase(),
    subtotalCents: invoice.subtotal,
    discountCents: (invoice.total_discount_amounts ?? []).reduce((sum, item) => sum + item.amount, 0),
    totalCents: invoice.total,
    taxes: invoiceTaxes(invoice, rates),
    ...cardOf(charge),
    ...(url && { url }),
  };
}

/** A paid deposit's receipt figures: the session's amounts and taxes, the charge's number and card. */
export function depositReceipt(session: StripeSessionLike, charge: StripeChargeLike): ReceiptFigures {
  const total = session.amount_total ?? 0;
  return {
    number: charge.receipt_number ?? charge.id,
    paidAt: iso(charge.created),
    currency: (session.currency ?? '').toUpperCase(),
    subtotalCents: session.amount_subtotal ?? total,
    discountCents: session.total_details?.amount_discount ?? 0,
    totalCents: total,
    taxes: sessionTaxes(session),
    ...cardOf(charge),
    ...(charge.receipt_url && { url: charge.receipt_url }),
  };
}

/**
 * An amount of a receipt in the reader's language: `19,00 €`, `$19.00`; always the currency's minor
 * digits (a receipt shows cents), Stripe's amounts being in the currency's smallest unit.
 */
export function receiptMoney(amount: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
