import type { EventPayload } from '../../../events/define-event.ts';
import type { waitlistOfferTaken, waitlistSlotOffered } from '../../../events/registry.ts';
// The waitlist's words join the emails' messages.
import '../../../shared/i18n/notice-email-translator.ts';
import { translator } from '../../../shared/i18n/email-translator.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import type { PlanContext } from './client-wording.ts';
import { placeParagraphs, portalLoginLink, slotDate, zoneWords } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Offered = EventPayload<typeof waitlistSlotOffered>;
type Taken = EventPayload<typeof waitlistOfferTaken>;
type Waiting = Offered['offeredTo'][number];

function letter(payload: Offered | Taken, waiting: Waiting, appUrl: string) {
  const { client } = waiting;
  const t = translator(client.locale);
  return {
    t,
    vars: {
      firstname: client.firstName,
      displayName: payload.artist.displayName,
      date: slotDate(payload.slot, client.locale),
      current: slotDate(waiting.current, client.locale),
      ...zoneWords(payload.slot.timezone),
    },
    portal: (target: string) =>
      `${portalLoginLink(appUrl, client.email)}&redirect=${encodeURIComponent(target)}`,
  };
}

type Letter = ReturnType<typeof letter>;

/** One waiting client's email, in their language: what `write` says, with the letter's words. */
function waitingEmail(
  payload: Offered | Taken,
  waiting: Waiting,
  appUrl: string,
  template: string,
  write: (letter: Letter) => Pick<Parameters<typeof renderEmail>[0], 'subject' | 'paragraphs' | 'cta'>,
): PlannedEmail {
  const locale = waiting.client.locale;
  return {
    template,
    to: waiting.client.email,
    locale,
    content: renderEmail({ locale, ...write(letter(payload, waiting, appUrl)) }),
  };
}

/**
 * `waitlist.slot-offered` (issue 14, item 5): each waiting client offered the freed slot is told,
 * in their language, when it is and that the first to confirm takes it, with a button to take it
 * from the portal (through its sign-in).
 */
export function slotOfferedEmails(payload: Offered, { appUrl }: PlanContext): PlannedEmail[] {
  return payload.offeredTo.map((waiting) =>
    waitingEmail(payload, waiting, appUrl, 'waitlist-offer', ({ t, vars, portal }) => ({
      subject: t('email.waitlist.offerSubject', vars),
      paragraphs: [
        t('email.lifecycle.greeting', vars),
        t('email.waitlist.offerBody', vars),
        ...placeParagraphs(t, payload.location),
        t('email.waitlist.offerFirst'),
      ],
      cta: {
        label: t('email.waitlist.offerCta'),
        url: portal(`/portal/bookings?offer=${payload.offerId}&booking=${waiting.bookingId}`),
      },
    })),
  );
}

/** `waitlist.offer-taken`: the others offered the slot are told it is gone, and that they still wait. */
export function offerTakenEmails(payload: Taken, { appUrl }: PlanContext): PlannedEmail[] {
  return payload.others.map((waiting) =>
    waitingEmail(payload, waiting, appUrl, 'waitlist-taken', ({ t, vars, portal }) => ({
      subject: t('email.waitlist.takenSubject', vars),
      paragraphs: [t('email.lifecycle.greeting', vars), t('email.waitlist.takenBody', vars)],
      cta: { label: t('email.waitlist.takenCta'), url: portal('/portal/bookings') },
    })),
  );
}
