import type { EventPayload } from '#events/define-event.ts';
import { emailTemplateTestRequested } from '#events/definitions/notifications.ts';
import { countryName } from '#functions/lib/email/values.ts';
import {
  type EmailTemplateKind,
  SAMPLE_CLIENT,
  SAMPLE_DEPOSIT_CENTS,
  SAMPLE_PRICE_CENTS,
} from '#shared/domain/email-templates.ts';
import { translator } from '#shared/i18n/server-i18n.ts';
import { bookingCancelledEmail } from './booking-cancelled-emails.ts';
import { bookingNoticeEmail } from './booking-notice-emails.ts';
import { defineEmail, type Letter, type Wording } from './letter.ts';
import { requestAcceptedEmail } from './request-accepted-emails.ts';
import { requestCreatedEmail } from './request-created-emails.ts';
import { requestRefusedEmail } from './request-refused-emails.ts';
import { slotMovedEmail } from './slot-moved-emails.ts';

type Payload = EventPayload<typeof emailTemplateTestRequested>;

const DAY_MS = 86_400_000;

/** A slot `days` from now at 14:00 UTC, two hours long, as events carry it. */
function sampleSlot(payload: Payload, days: number) {
  const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + 14 * 3_600_000);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  return {
    slotId: `sample-${days}`,
    start: start.toISOString(),
    end: end.toISOString(),
    localDate: start.toISOString().slice(0, 10),
    localStart: '14:00',
    durationMinutes: 120,
    timezone: payload.timezone,
    ...(payload.hourFormat && { hourFormat: payload.hourFormat }),
  };
}

/**
 * `email-template.test-requested`: the client email of the wording being edited, the letter of the
 * same definition as the real one from a sample request (a client, a slot next week, a price), marked
 * as a test in its subject and first line, and sent to the artist.
 */
export const templateTestEmail = defineEmail(emailTemplateTestRequested, (payload, { appUrl }) => {
  const t = translator(payload.locale);
  const wording: Wording = {
    subject: t('email.templates.testSubject', {
      subject: payload.subject,
      interpolation: { escapeValue: false },
    }),
    body: `${t('email.templates.testBanner')}\n\n${payload.body}`,
    extras: payload.residency ? { country: countryName(payload.residency.country, payload.locale) } : {},
  };
  const place = payload.residency && {
    shopName: payload.residency.shopName ?? '',
    city: payload.residency.city,
  };
  const common = {
    requestId: 'sample-request',
    artistId: payload.artistId,
    pseudo: payload.pseudo,
    projectType: 'custom' as const,
    client: {
      firstName: SAMPLE_CLIENT[payload.locale].firstname,
      email: payload.email,
      locale: payload.locale,
    },
    ...(place && { location: place }),
  };
  const artist = { email: payload.email, locale: payload.locale, displayName: payload.displayName };
  const money = { priceCents: SAMPLE_PRICE_CENTS, currency: payload.currency };
  const context = { appUrl, wording };
  const planned = (kind: EmailTemplateKind): Letter[] => {
    switch (kind) {
      case 'requestReceived':
        return requestCreatedEmail.letters(
          {
            ...common,
            referenceImageCount: 0,
            slot: sampleSlot(payload, 7),
            artist: { ...artist, notifyBookingRequests: false },
          },
          context,
        );
      case 'requestAccepted':
        return requestAcceptedEmail.letters(
          {
            ...common,
            ...money,
            depositCents: SAMPLE_DEPOSIT_CENTS,
            bookingId: 'sample-request',
            slot: sampleSlot(payload, 7),
            artist: { ...artist, notifyCancellations: false },
            paymentState: 'WAITING-FOR-DEPOSIT',
            sequence: 0,
          },
          context,
        );
      case 'requestDeclined':
        return requestRefusedEmail.letters(
          { ...common, slot: sampleSlot(payload, 7), artist: { ...artist, notifyCancellations: false } },
          context,
        );
      case 'requestMoved':
      case 'bookingMoved':
        return slotMovedEmail.letters(
          {
            ...common,
            ...(kind === 'bookingMoved' && { ...money, bookingId: 'sample-request', sequence: 1 }),
            kind: kind === 'bookingMoved' ? 'booking' : 'request',
            from: sampleSlot(payload, 7),
            to: sampleSlot(payload, 9),
            artist: { ...artist, notifyCancellations: false },
          },
          context,
        );
      case 'bookingCancelled':
        return bookingCancelledEmail.letters(
          {
            ...common,
            ...money,
            bookingId: 'sample-request',
            by: 'artist',
            slot: sampleSlot(payload, 7),
            artist: { ...artist, notifyCancellations: false },
            paymentState: 'WAITING-FOR-DEPOSIT',
            sequence: 0,
          },
          context,
        );
      case 'reminder48h':
      case 'reminder24h':
      case 'aftercareDay1':
      case 'aftercareDay3':
      case 'aftercareDay7':
      case 'aftercareDay14':
      case 'aftercareDay30':
      case 'touchUpClosing':
      case 'healedPhoto':
        return bookingNoticeEmail.letters(
          {
            ...common,
            ...money,
            depositCents: SAMPLE_DEPOSIT_CENTS,
            bookingId: 'sample-request',
            notice: kind,
            slot: sampleSlot(payload, kind === 'reminder48h' ? 2 : kind === 'reminder24h' ? 1 : -1),
            artist,
            paymentState: 'DEPOSIT-PAID',
            balanceCents: SAMPLE_PRICE_CENTS - SAMPLE_DEPOSIT_CENTS,
            movesLeft: 1,
            ...(kind === 'touchUpClosing' && { touchUpUntil: sampleSlot(payload, 14).start }),
          },
          context,
        );
    }
  };
  // The client's email only (the sample client writes from the artist's own address). Its button
  // leads to the portal's sign-in page: it never signs the artist in as a client (ADR 0085).
  return planned(payload.kind)
    .filter((email) => email.to === payload.email)
    .slice(0, 1)
    .map((letter) => ({
      ...letter,
      template: `template-test-${payload.kind}`,
      cta: letter.cta && { label: letter.cta.label, url: letter.cta.url },
    }));
});
