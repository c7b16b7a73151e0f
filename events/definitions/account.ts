import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';

export const artistDeleted = defineEvent({
  detailType: 'artist.deleted',
  version: 1,
  description:
    'An artist deleted their account (ADR 0055): their upcoming bookings were cancelled and pending requests declined first, their clients told. The erasure consumer then removes every item and image of the artist, moves what clients keep to an anonymous partition, ends the Pro subscription and the sign-in; the edge cache drops the page. The pseudo stays held for 30 days.',
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    /** Their Cognito user name, whose sign-in the erasure deletes if the deletion could not. */
    username: z.string().min(1),
    /** The anonymous partition the clients' requests and bookings move to (random, not derived). */
    anonymousId: z.string().min(1),
    deletedAt: z.iso.datetime(),
    /** The artist's zone and hour format: the kept history still shows its slots as they were. */
    timezone: z.string().min(1),
    hourFormat: z.enum(['12', '24']),
    /** Their Stripe customer, if they ever subscribed: deleting it ends any subscription at once. */
    stripeCustomerId: z.string().min(1).optional(),
  }),
});
