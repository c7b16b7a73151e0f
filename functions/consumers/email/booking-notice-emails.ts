import type { EventPayload } from '#events/define-event.ts';
import { bookingNoticeDispatched } from '#events/definitions/lifecycle.ts';
import { money, slotDate, zoneWords } from '#functions/lib/email/values.ts';
import { isReminder } from '#shared/domain/booking/client-notices.ts';
import { dateTimeFormat } from '#shared/domain/date-formats.ts';
import { consentAsk } from './consent-ask.ts';
import { type Block, defineEmail, words } from './letter.ts';
import { clientVars, dateWords, placeBlock, portalButton } from './letter-parts.ts';

type Payload = EventPayload<typeof bookingNoticeDispatched>;

/**
 * `booking.notice-dispatched` (issue 14, item 4): a reminder or an aftercare email to the client, in their
 * language, opened by the artist's wording of that notice if they wrote one. A reminder then says
 * when and where, what is left to pay, until when a cancellation refunds the deposit and how many
 * moves are left, with a button to the portal's bookings (move or cancel there); an aftercare email
 * offers to write to the artist.
 */
/**
 * A reminder's block on the design the client approved (ADR 0090): its version and images, the
 * artist's note, and that it shows in the client space (the button below); the images are private
 * and never in the email.
 */
function approvedDesignBlocks({ approvedDesign: design, notice }: Payload): Block[] {
  if (!design || !isReminder(notice)) return [];
  return [
    words('email.designs.reminder.approved', { version: design.version, count: design.imageCount }),
    ...(design.note ? [words('email.designs.shared.note', { note: design.note })] : []),
  ];
}

export const bookingNoticeEmail = defineEmail(
  bookingNoticeDispatched,
  (payload, { appUrl, wording }) => {
    const { client, slot, location, currency, notice } = payload;
    const { vars: named, portalLink } = clientVars(payload, appUrl);
    const locale = client.locale;
    const values = {
      ...named,
      pseudo: payload.pseudo,
      date: dateWords(slot, locale),
      price: money(payload.priceCents, currency, locale),
      ...(payload.depositCents && { deposit: money(payload.depositCents, currency, locale) }),
      ...location,
    };
    const reminder = isReminder(notice);
    // A reminder asks for the consent form while it is still to sign (ADR 0088).
    const consent = reminder
      ? consentAsk({
          deadline: payload.consentDeadline,
          slot,
          locale,
          vars: named,
          portalLink,
          bookingId: payload.bookingId,
        })
      : undefined;
    const details: (Block | undefined)[] = reminder
      ? [
          words('email.lifecycle.notice.when', { date: slotDate(slot, locale), ...zoneWords(slot.timezone) }),
          placeBlock(location),
          payload.balanceCents > 0
            ? words('email.lifecycle.notice.balance', {
                amount: money(payload.balanceCents, currency, locale),
              })
            : words('email.lifecycle.notice.paidInFull'),
          refundBlock(payload),
          payload.movesLeft > 0
            ? words('email.lifecycle.notice.movesLeft', { count: payload.movesLeft })
            : words('email.lifecycle.notice.noMoves', named),
          consent?.block,
        ]
      : [];
    // The touch-up window closing (issue 31): until when, and the button to book it.
    const touchUp = notice === 'touchUpClosing' && payload.touchUpUntil ? payload.touchUpUntil : undefined;
    if (touchUp)
      details.push(
        words('email.lifecycle.notice.touchUpUntil', {
          date: dateTimeFormat(locale, { dateStyle: 'long', timeZone: slot.timezone }).format(
            new Date(touchUp),
          ),
        }),
      );
    // The healed photo asked for (ADR 0101): the button to the booking in the portal, where it is sent.
    const cta = touchUp
      ? portalButton(words('email.lifecycle.notice.touchUpCta'), portalLink, '/portal/bookings')
      : notice === 'healedPhoto'
        ? portalButton(words('email.lifecycle.notice.healedPhotoCta'), portalLink, '/portal/bookings')
        : undefined;
    return [
      {
        template: `notice-${notice}`,
        to: client.email,
        locale,
        blocks: [
          { wording: { kind: notice, custom: wording, values } },
          ...details,
          ...approvedDesignBlocks(payload),
        ],
        cta:
          cta ??
          consent?.cta ??
          portalButton(
            words(reminder ? 'email.lifecycle.notice.manageCta' : 'email.lifecycle.notice.writeCta', named),
            portalLink,
            reminder ? '/portal/bookings' : '/portal/messages',
          ),
      },
    ];
  },
  (payload) => payload.notice,
);

/** Until when cancelling still gets the paid deposit back, or that it would not any more. */
function refundBlock(payload: Payload): Block | undefined {
  const { refundUntil, depositCents, currency } = payload;
  const locale = payload.client.locale;
  if (payload.depositKept) return words('email.lifecycle.notice.refundKept');
  if (!refundUntil || !depositCents) return undefined;
  const date = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    ...(payload.slot.hourFormat && { hour12: payload.slot.hourFormat === '12' }),
    timeZone: payload.slot.timezone,
  }).format(new Date(refundUntil));
  return words('email.lifecycle.notice.refundUntil', {
    date,
    deposit: money(depositCents, currency, locale),
  });
}
