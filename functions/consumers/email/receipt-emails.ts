import type { EventPayload } from '#events/define-event.ts';
import { depositReceiptIssued, proReceiptIssued } from '#events/definitions/receipts.ts';
import { countryName } from '#functions/lib/email/values.ts';
import { type ReceiptFigures, receiptMoney } from '#shared/domain/billing/receipt.ts';
import { dateTimeFormat } from '#shared/domain/date-formats.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type Block, defineEmail, type Words, words } from './letter.ts';
import { clientVars, portalButton, projectTypeWords, whenWords } from './letter-parts.ts';

/** A receipt's day, in the reader's language (UTC: the day Stripe recorded the payment). */
const day = (iso: string, locale: Locale) =>
  dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const percent = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(value / 100);

/** `Visa •••• 4242`. */
const cardText = ({ brand, last4 }: { brand: string; last4: string }) =>
  `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${last4}`;

/**
 * The figures every receipt lists after its item: each tax line exactly as Stripe reported it (its
 * name, rate and place, added to the amount or included in it), the total paid and the card; with
 * no tax reported, a sentence saying so follows the rows.
 */
function figureRows(receipt: ReceiptFigures, locale: Locale): [Words, string][] {
  const money = (cents: number) => receiptMoney(cents, receipt.currency, locale);
  const added = receipt.taxes.some((tax) => !tax.inclusive) || receipt.discountCents > 0;
  const taxes = receipt.taxes.map((tax): [Words, string] => {
    const name = tax.name ?? words('email.receipt.taxUnnamed');
    const rate = [
      typeof tax.percentage === 'number' ? ` ${percent(tax.percentage, locale)}` : '',
      tax.jurisdiction ? ` (${tax.jurisdiction})` : '',
    ].join('');
    return [
      words(tax.inclusive ? 'email.receipt.taxIncluded' : 'email.receipt.taxAdded', { name, rate }),
      money(tax.amountCents),
    ];
  });
  return [
    ...(added ? [[words('email.receipt.subtotal'), money(receipt.subtotalCents)] as [Words, string]] : []),
    ...(receipt.discountCents > 0
      ? [[words('email.receipt.discount'), `−${money(receipt.discountCents)}`] as [Words, string]]
      : []),
    ...taxes,
    [words('email.receipt.total'), money(receipt.totalCents)],
    ...(receipt.card ? [[words('email.receipt.card'), cardText(receipt.card)] as [Words, string]] : []),
  ];
}

/** The sentence saying Stripe reported no tax, when it did not. */
const noTax = (receipt: ReceiptFigures): Block | undefined =>
  receipt.taxes.length === 0 ? words('email.receipt.noTax') : undefined;

/**
 * `pro.receipt-issued` (ADR 0086): the artist's receipt for a paid Pro invoice, in their language:
 * Inkslot as the seller, the invoice number, the day paid, Pro with its interval and period, the
 * amounts and Stripe's tax lines, the card, and Stripe's hosted invoice when it gave one.
 */
export const proReceiptEmail = defineEmail(proReceiptIssued, (payload, { appUrl }) => {
  const { artist, receipt, seller } = payload;
  const { locale } = artist;
  const money = (cents: number) => receiptMoney(cents, receipt.currency, locale);
  const item = payload.interval
    ? words('email.receipt.pro.item', { interval: words(`email.billing.interval.${payload.interval}`) })
    : words('email.receipt.pro.itemPlain');
  const period =
    payload.periodStart && payload.periodEnd
      ? `${day(payload.periodStart, locale)} – ${day(payload.periodEnd, locale)}`
      : undefined;
  return [
    {
      template: 'receipt-pro',
      to: artist.email,
      locale,
      subject: words('email.receipt.pro.subject', { number: receipt.number }),
      blocks: [
        words('email.billing.greeting', { displayName: artist.displayName }),
        words('email.receipt.pro.body', {
          amount: money(receipt.totalCents),
          date: day(receipt.paidAt, locale),
        }),
        {
          facts: [
            [words('email.receipt.seller'), `${seller.legalName}, ${seller.address}`],
            [words('email.receipt.number'), receipt.number],
            [words('email.receipt.paidAt'), day(receipt.paidAt, locale)],
            [item, money(receipt.subtotalCents)],
            ...(period ? [[words('email.receipt.pro.period'), period] as [Words, string]] : []),
            ...figureRows(receipt, locale),
          ],
        },
        noTax(receipt),
      ],
      cta: receipt.url
        ? { label: words('email.receipt.pro.cta'), url: receipt.url }
        : { label: words('email.receipt.pro.ctaPlan'), url: `${appUrl}/app/settings/plan` },
    },
  ];
});

type DepositPayload = EventPayload<typeof depositReceiptIssued>;

/** The artist as the seller: their name, shop and town as their profile gives them. */
function sellerText(seller: DepositPayload['seller'], locale: Locale): string {
  return [
    seller.displayName,
    seller.shopName,
    seller.city,
    seller.country && countryName(seller.country, locale),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * `deposit.receipt-issued` (ADR 0086): the client's receipt for a deposit paid online, in their
 * language, the artist as the seller: the receipt number, the day paid, the deposit for which
 * appointment, Stripe's tax lines, the card and Stripe's receipt page. It is the one email of that
 * payment: `payment.updated` of an online payment sends no "deposit received" email.
 */
export const depositReceiptEmail = defineEmail(depositReceiptIssued, (payload, { appUrl }) => {
  const { client, receipt, seller, slot } = payload;
  const { locale } = client;
  const { vars, portalLink } = clientVars(
    { client, projectType: payload.projectType, artist: { displayName: seller.displayName } },
    appUrl,
  );
  const amount = receiptMoney(receipt.totalCents, receipt.currency, locale);
  return [
    {
      template: 'receipt-deposit',
      to: client.email,
      locale,
      subject: words('email.receipt.deposit.subject', vars),
      blocks: [
        words('email.lifecycle.greeting', vars),
        words('email.receipt.deposit.body', { ...vars, amount, when: whenWords(slot, locale) }),
        {
          facts: [
            [words('email.receipt.seller'), sellerText(seller, locale)],
            [words('email.receipt.number'), receipt.number],
            [words('email.receipt.paidAt'), day(receipt.paidAt, locale)],
            [
              words('email.receipt.deposit.item', { projectType: projectTypeWords(payload.projectType) }),
              receiptMoney(receipt.subtotalCents, receipt.currency, locale),
            ],
            ...figureRows(receipt, locale),
            ...(receipt.url ? [[words('email.receipt.stripeReceipt'), receipt.url] as [Words, string]] : []),
          ],
        },
        noTax(receipt),
      ],
      cta: portalButton(words('email.lifecycle.payment.cta'), portalLink, '/portal/bookings'),
    },
  ];
});
