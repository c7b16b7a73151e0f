import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumerNamed } from '#events/consumers.ts';
import { consumerEventParser } from '#functions/lib/parse-bus-event.ts';
import { EMAIL_TEMPLATE_KINDS } from '#shared/domain/email-templates.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import type { Wording } from './client-wording.ts';
import { planEmails } from './plan-emails.ts';

/**
 * The golden emails: every email kind, in fr, en and es, rendered from fixed payloads (the events'
 * contract fixtures and variants of them), byte for byte (subject, html, text, attachments). A change
 * to any letter, block, word or the layout shows here; a refactor of the letters keeps it unchanged.
 */

type Json = Record<string, unknown>;

function fixture(detailType: string): Json {
  const url = new URL(`../../../events/fixtures/${detailType}/v1.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { payload: Json }).payload;
}

/** `overrides` merged into `base`; an `undefined` value removes the key. */
function merged(base: Json, overrides: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete out[key];
    else if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      out[key] &&
      typeof out[key] === 'object'
    )
      out[key] = merged(out[key] as Json, value as Json);
    else out[key] = value;
  }
  return out;
}

/** Every `locale` of the payload (client, artist, recipients...) set to one language. */
function inLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'locale' && typeof item === 'string' ? locale : inLocale(item, locale),
    ]),
  );
}

const project = {
  placement: 'Avant-bras <gauche>',
  size: '10 cm',
  text: 'Une hirondelle & une rose',
  flash: { title: 'Hirondelle', priceCents: 12000, currency: 'EUR', imagePath: '/media/flash/a.webp' },
};

/** Each case: a name, a detail type, the overrides on its fixture, and whether the artist wrote a wording. */
const cases: [name: string, detailType: string, overrides: Json, wording?: true][] = [
  ['welcome', 'artist.onboarded', {}],
  ['request-created', 'request.created', {}],
  [
    'request-created-project',
    'request.created',
    {
      project,
      client: { lastName: 'Durand' },
      referenceImageCount: 3,
      artist: { requestLimit: { used: 8, max: 10 } },
    },
  ],
  [
    'request-created-custom-no-location',
    'request.created',
    { projectType: 'custom', location: undefined, referenceImageCount: 0, slot: { hourFormat: '12' } },
  ],
  [
    'request-created-limit-only',
    'request.created',
    { artist: { notifyBookingRequests: false, requestLimit: { used: 10, max: 10 } } },
  ],
  ['request-created-quiet', 'request.created', { artist: { notifyBookingRequests: false } }],
  ['request-created-wording', 'request.created', {}, true],
  ['request-accepted', 'request.accepted', {}],
  [
    'request-accepted-online-policy',
    'request.accepted',
    { depositOnline: true, depositPolicy: { payWithinHours: 48, refundUntilDays: 7, maxClientMoves: 1 } },
  ],
  [
    'request-accepted-no-deposit',
    'request.accepted',
    { depositCents: undefined, location: undefined, paymentState: 'DEPOSIT-PAID' },
  ],
  [
    'request-accepted-touch-up-policy',
    'request.accepted',
    { depositPolicy: { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1, touchUpMonths: 6 } },
  ],
  [
    'request-accepted-touch-up',
    'request.accepted',
    {
      projectType: 'touchup',
      priceCents: 0,
      depositCents: undefined,
      paymentState: 'DEPOSIT-PAID',
      touchUpOf: '6f1d2c3b-0000-4000-8000-000000000001',
    },
  ],
  ['request-accepted-wording', 'request.accepted', {}, true],
  ['request-accepted-consent', 'request.accepted', { consentDeadline: '2026-12-04T10:00:00.000Z' }],
  ['request-refused', 'request.refused', {}],
  ['request-refused-closed', 'request.refused', { reason: undefined, accountClosed: true }],
  ['request-refused-wording', 'request.refused', {}, true],
  ['request-cancelled', 'request.cancelled', {}],
  [
    'request-cancelled-declined-move',
    'request.cancelled',
    { declinedMove: true, artist: { notifyCancellations: false } },
  ],
  ['request-cancelled-quiet', 'request.cancelled', { artist: { notifyCancellations: false } }],
  ['request-move-accepted', 'request.move-accepted', {}],
  ['request-times-proposed', 'request.times-proposed', {}],
  ['request-times-proposed-no-deposit', 'request.times-proposed', { depositCents: undefined }],
  ['slot-moved-booking', 'slot.moved', { priceCents: 15000, depositCents: 5000, currency: 'EUR' }],
  ['slot-moved-by-client', 'slot.moved', { by: 'client' }],
  [
    'slot-moved-request',
    'slot.moved',
    { kind: 'request', bookingId: undefined, sequence: undefined, location: undefined },
  ],
  ['slot-moved-wording', 'slot.moved', {}, true],
  ['booking-cancelled-by-artist', 'booking.cancelled', {}],
  ['booking-cancelled-by-artist-wording', 'booking.cancelled', { accountClosed: true }, true],
  ['booking-cancelled-by-client', 'booking.cancelled', { by: 'client', reason: 'Empêchement' }],
  [
    'booking-cancelled-deposit-expired',
    'booking.cancelled',
    { by: 'client', depositExpired: true, reason: undefined },
  ],
  ['notice-reminder48h', 'booking.notice-dispatched', {}],
  [
    'notice-reminder24h-kept',
    'booking.notice-dispatched',
    { notice: 'reminder24h', depositKept: true, movesLeft: 0, balanceCents: 0 },
  ],
  [
    'notice-reminder24h-wording',
    'booking.notice-dispatched',
    { notice: 'reminder24h', location: undefined, refundUntil: undefined },
    true,
  ],
  ['notice-aftercare', 'booking.notice-dispatched', { notice: 'aftercareDay3' }],
  [
    'notice-touch-up-closing',
    'booking.notice-dispatched',
    { notice: 'touchUpClosing', touchUpUntil: '2027-02-20T10:00:00.000Z' },
  ],
  // The healed photo asked for on the policy's day (ADR 0101).
  ['notice-healed-photo', 'booking.notice-dispatched', { notice: 'healedPhoto' }],
  ['notice-reminder-consent', 'booking.notice-dispatched', { consentDeadline: '2026-12-04T10:00:00.000Z' }],
  ['waitlist-offered', 'waitlist.slot-offered', {}],
  ['waitlist-taken', 'waitlist.offer-taken', {}],
  ['travel-demand', 'travel.booking-opened', {}],
  ['payment-deposit', 'payment.updated', {}],
  ['payment-total', 'payment.updated', { previousState: 'DEPOSIT-PAID', paymentState: 'TOTAL-PAID' }],
  ['payment-none', 'payment.updated', { previousState: 'DEPOSIT-PAID', paymentState: 'DEPOSIT-PAID' }],
  // Paid online: the receipt below is that payment's one email (ADR 0086).
  ['payment-deposit-online', 'payment.updated', { paidOnline: true }],
  // The client arrived late: the deposit is kept (issue 31, ADR 0097).
  ['late-arrival', 'booking.late-arrival-marked', {}],
  // The client sent the photo of their healed tattoo; then another in its place (ADR 0101).
  ['healed-photo-artist', 'booking.healed-photo-received', {}],
  ['healed-photo-artist-replaced', 'booking.healed-photo-received', { replaced: true }],
  // A kept deposit's lifetime: 14 days before, and at expiry (ADR 0097).
  ['deposit-expiry-soon', 'deposit.expiry-noticed', {}],
  ['deposit-expiry-expired', 'deposit.expiry-noticed', { stage: 'expired' }],
  ['receipt-pro', 'pro.receipt-issued', {}],
  [
    'receipt-pro-tax-exclusive',
    'pro.receipt-issued',
    {
      receipt: {
        totalCents: 2280,
        taxes: [{ amountCents: 380, inclusive: false, name: 'VAT', percentage: 20, jurisdiction: 'FR' }],
      },
    },
  ],
  [
    'receipt-pro-yearly-coupon-no-url',
    'pro.receipt-issued',
    {
      interval: 'yearly',
      periodEnd: '2027-11-23T08:00:00.000Z',
      receipt: {
        subtotalCents: 19000,
        discountCents: 1900,
        totalCents: 17100,
        url: undefined,
        card: undefined,
      },
    },
  ],
  ['receipt-deposit', 'deposit.receipt-issued', {}],
  [
    'receipt-deposit-tax-inclusive',
    'deposit.receipt-issued',
    {
      seller: { shopName: undefined, country: undefined },
      receipt: {
        taxes: [{ amountCents: 868, inclusive: true, name: 'IVA', percentage: 21 }],
        url: undefined,
      },
    },
  ],
  [
    'receipt-deposit-unnamed-tax',
    'deposit.receipt-issued',
    { receipt: { subtotalCents: 5000, totalCents: 5550, taxes: [{ amountCents: 550, inclusive: false }] } },
  ],
  ['plan-upgraded', 'subscription.changed', {}],
  ['plan-cancel-scheduled', 'subscription.changed', { change: 'cancel-scheduled', interval: 'monthly' }],
  ['plan-downgraded', 'subscription.changed', { change: 'downgraded', interval: undefined }],
  ['plan-renewed', 'subscription.changed', { change: 'renewal-changed' }],
  ['plan-payment-failed', 'invoice.payment-failed', {}],
  ['plan-payment-failed-odd-currency', 'invoice.payment-failed', { currency: 'xyz' }],
  ['support-bug', 'bug.reported', {}],
  ['support-suggestion', 'suggestion.submitted', {}],
  ['consent-signed', 'consent.signed', {}],
  ['consent-signed-nothing-flagged', 'consent.signed', { flaggedCount: 0 }],
  ...EMAIL_TEMPLATE_KINDS.map(
    (kind) => [`template-test-${kind}`, 'email-template.test-requested', { kind }] as [string, string, Json],
  ),
  ['template-test-no-residency', 'email-template.test-requested', { residency: undefined, hourFormat: '12' }],
  [
    'notice-reminder-design',
    'booking.notice-dispatched',
    { approvedDesign: { version: 2, imageCount: 2, note: 'Une rose plus petite' } },
  ],
  ['design-shared', 'design.shared', {}],
  [
    'design-shared-first',
    'design.shared',
    { version: 1, note: undefined, on: 'request', revisionsIncluded: 0 },
  ],
  ['design-changes-paid', 'design.answered', {}],
  ['design-changes', 'design.answered', { revision: { number: 1, priceCents: 0, currency: 'EUR' } }],
  ['design-approved', 'design.answered', { answer: 'approved', comment: undefined, revision: undefined }],
  ['project-session-client', 'project.session-reminded', {}],
  ['project-session-artist', 'project.session-reminded', { to: 'artist', reminder: 3 }],
  ['request-created-drawn', 'request.created', { drawn: true }],
  ['opening-not-drawn', 'opening.not-drawn', {}],
  ['opening-watch-asked', 'opening.watch-asked', {}],
  ['opening-watchers-notified', 'opening.watchers-notified', {}],
];

const wording: Wording = {
  subject: 'Pour {firstname} : {projectType} le {date}',
  body: 'Bonjour {firstname},\n\n{displayName} ({pseudo}) à {city}, {country}. {price} {deposit}',
  extras: { country: 'France' },
};

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:00:00.000Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const parseEmailEvent = consumerEventParser(consumerNamed('email'));

describe.each(LOCALES)('golden emails in %s', (locale) => {
  it.each(cases)('%s (%s)', async (name, detailType, overrides, withWording) => {
    const payload = inLocale(merged(fixture(detailType), overrides), locale);
    // Through the registry's schema, as the consumer reads it: each case is an event that can happen.
    const event = parseEmailEvent({
      'detail-type': detailType,
      detail: {
        metadata: {
          id: `golden-${name}`,
          version: 1,
          occurredAt: '2026-11-20T08:00:00.000Z',
          correlationId: name,
        },
        payload,
      },
    });
    const emails = planEmails(event, {
      appUrl: 'https://app.example.com',
      wording: withWording ? wording : undefined,
      supportInbox: 'team@example.com',
      // A fixed secret: the golden shows the sign-in link's shape, never a random value (ADR 0085).
      signInSecret: () => 'S'.repeat(43),
    });
    await expect(JSON.stringify(emails, null, 2)).toMatchFileSnapshot(`./golden/${locale}/${name}.txt`);
  });
});
