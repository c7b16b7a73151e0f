import type { TFunction } from 'i18next';
import type { EventPayload } from '../../../events/define-event.ts';
import type { bookingNoticeDispatched } from '../../../events/registry.ts';
import { isReminder } from '../../../shared/domain/booking/client-notices.ts';
import { dateTimeFormat } from '../../../shared/domain/date-formats.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
// The reminders' and aftercare emails' words join the emails' messages.
import '../../../shared/i18n/notice-email-translator.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import { clientMessage, dateValue, type PlanContext } from './client-wording.ts';
import { clientLetter, money, placeParagraphs, slotDate, zoneWords } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof bookingNoticeDispatched>;

/**
 * `booking.notice-dispatched` (issue 14, item 4): a reminder or an aftercare email to the client, in their
 * language, opened by the artist's wording of that notice if they wrote one. A reminder then says
 * when and where, what is left to pay, until when a cancellation refunds the deposit and how many
 * moves are left, with a button to the portal's bookings (move or cancel there); an aftercare email
 * offers to write to the artist.
 */
export function bookingNoticeEmails(payload: Payload, { appUrl, wording }: PlanContext): PlannedEmail[] {
  const { client, slot, location, currency, notice } = payload;
  const { t, vars: named, portalLink } = clientLetter(payload, appUrl);
  const locale = client.locale;
  const vars = {
    ...named,
    pseudo: payload.pseudo,
    date: dateValue(t, slot, locale),
    price: money(payload.priceCents, currency, locale),
    ...(payload.depositCents && { deposit: money(payload.depositCents, currency, locale) }),
    ...location,
  };
  const message = clientMessage(t, notice, wording, vars);
  const reminder = isReminder(notice);
  const paragraphs = reminder
    ? [
        ...message.paragraphs,
        t('email.lifecycle.notice.when', { date: slotDate(slot, locale), ...zoneWords(slot.timezone) }),
        ...placeParagraphs(t, location),
        payload.balanceCents > 0
          ? t('email.lifecycle.notice.balance', { amount: money(payload.balanceCents, currency, locale) })
          : t('email.lifecycle.notice.paidInFull'),
        ...refundParagraphs(payload, t, locale),
        payload.movesLeft > 0
          ? t('email.lifecycle.notice.movesLeft', { count: payload.movesLeft })
          : t('email.lifecycle.notice.noMoves', named),
      ]
    : message.paragraphs;
  const target = reminder ? '/portal/bookings' : '/portal/messages';
  return [
    {
      template: `notice-${notice}`,
      to: client.email,
      locale,
      content: renderEmail({
        locale,
        subject: message.subject,
        paragraphs,
        cta: {
          label: t(reminder ? 'email.lifecycle.notice.manageCta' : 'email.lifecycle.notice.writeCta', named),
          url: `${portalLink}&redirect=${encodeURIComponent(target)}`,
        },
      }),
    },
  ];
}

/** Until when cancelling still gets the paid deposit back, or that it would not any more. */
function refundParagraphs(payload: Payload, t: TFunction, locale: Locale): string[] {
  const { refundUntil, depositCents, currency } = payload;
  if (payload.depositKept) return [t('email.lifecycle.notice.refundKept')];
  if (!refundUntil || !depositCents) return [];
  const date = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    ...(payload.slot.hourFormat && { hour12: payload.slot.hourFormat === '12' }),
    timeZone: payload.slot.timezone,
  }).format(new Date(refundUntil));
  return [t('email.lifecycle.notice.refundUntil', { date, deposit: money(depositCents, currency, locale) })];
}
