import type { EventPayload } from '#events/define-event.ts';
import { waitlistOfferTaken, waitlistSlotOffered } from '#events/definitions/waitlist.ts';
import { portalLoginLink, slotDate, zoneWords } from '#functions/lib/email/values.ts';
import { defineEmail, type Letter, type Words, words } from './letter.ts';
import { placeBlock, portalButton } from './letter-parts.ts';

type Offered = EventPayload<typeof waitlistSlotOffered>;
type Taken = EventPayload<typeof waitlistOfferTaken>;
type Waiting = Offered['offeredTo'][number];

/** What a waiting client's letter names, and a link through the portal's sign-in to one of its pages. */
function waitingVars(payload: Offered | Taken, waiting: Waiting, appUrl: string) {
  const { client } = waiting;
  return {
    vars: {
      firstname: client.firstName,
      displayName: payload.artist.displayName,
      date: slotDate(payload.slot, client.locale),
      current: slotDate(waiting.current, client.locale),
      ...zoneWords(payload.slot.timezone),
    },
    portal: (label: Words, target: string) =>
      portalButton(label, portalLoginLink(appUrl, client.email), target),
  };
}

/** One letter per waiting client, in their language: what `write` says with their values. */
function waitingLetters(
  payload: Offered | Taken,
  list: Waiting[],
  appUrl: string,
  write: (
    named: ReturnType<typeof waitingVars>,
    waiting: Waiting,
  ) => Pick<Letter, 'template' | 'subject' | 'blocks' | 'cta'>,
): Letter[] {
  return list.map((waiting) => ({
    to: waiting.client.email,
    locale: waiting.client.locale,
    ...write(waitingVars(payload, waiting, appUrl), waiting),
  }));
}

/**
 * `waitlist.slot-offered` (issue 14, item 5): each waiting client offered the freed slot is told,
 * in their language, when it is and that the first to confirm takes it, with a button to take it
 * from the portal (through its sign-in).
 */
export const slotOfferedEmail = defineEmail(waitlistSlotOffered, (payload, { appUrl }) =>
  waitingLetters(payload, payload.offeredTo, appUrl, ({ vars, portal }, waiting) => ({
    template: 'waitlist-offer',
    subject: words('email.waitlist.offerSubject', vars),
    blocks: [
      words('email.lifecycle.greeting', vars),
      words('email.waitlist.offerBody', vars),
      placeBlock(payload.location),
      words('email.waitlist.offerFirst'),
    ],
    cta: portal(
      words('email.waitlist.offerCta'),
      `/portal/bookings?offer=${encodeURIComponent(payload.offerId)}&booking=${encodeURIComponent(waiting.bookingId)}`,
    ),
  })),
);

/** `waitlist.offer-taken`: the others offered the slot are told it is gone, and that they still wait. */
export const offerTakenEmail = defineEmail(waitlistOfferTaken, (payload, { appUrl }) =>
  waitingLetters(payload, payload.others, appUrl, ({ vars, portal }) => ({
    template: 'waitlist-taken',
    subject: words('email.waitlist.takenSubject', vars),
    blocks: [words('email.lifecycle.greeting', vars), words('email.waitlist.takenBody', vars)],
    cta: portal(words('email.waitlist.takenCta'), '/portal/bookings'),
  })),
);
