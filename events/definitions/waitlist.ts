import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { eventArtist, eventClient, requestRef, slotSnapshot, travelPlace } from './parts.ts';

/**
 * The waitlist (issue 14, item 5): a freed slot offered to the artist's waiting clients, and taken
 * by the first of them to confirm. Each event carries what its emails need.
 */

/** A waiting client offered the slot: their booking, their current slot, how to write to them. */
const waitingClient = z.object({
  bookingId: z.string().min(1),
  projectType: requestRef.projectType,
  client: eventClient,
  current: slotSnapshot,
});

const offer = {
  artistId: z.string().min(1),
  pseudo: z.string().min(1),
  artist: eventArtist,
  offerId: z.string().min(1),
  slot: slotSnapshot,
  location: travelPlace.extend({ address: z.string().optional() }).optional(),
};

export const waitlistSlotOffered = defineEvent({
  detailType: 'waitlist.slot-offered',
  version: 1,
  description:
    'A cancelled booking freed a slot: the artist’s waiting clients with a later booking of the same length are offered it, first waiting first; the first to confirm takes it.',
  payload: z.object({ ...offer, offeredTo: z.array(waitingClient).min(1) }),
});

export const waitlistOfferTaken = defineEvent({
  detailType: 'waitlist.offer-taken',
  version: 1,
  description:
    'A waiting client took an offered slot (their booking moved there, `slot.moved` tells them and the artist): the others offered it are told it is gone and that they stay on the waitlist.',
  payload: z.object({ ...offer, takenBy: z.string().min(1), others: z.array(waitingClient) }),
});
