import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { OPENING_RULES } from '#shared/domain/booking/opening.ts';
import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { eventArtist, eventClient, requestRef } from './parts.ts';

/** A book opening as the artist scheduled it (ADR 0092). */
const openingSnapshot = z.object({
  openingId: z.string().min(1),
  startsAt: z.string(),
  closesAt: z.string(),
  cap: z.number().int().positive(),
  projectTypes: z.array(z.enum(PROJECT_TYPES)),
  rule: z.enum(OPENING_RULES),
});

export const openingChanged = defineEvent({
  detailType: 'opening.changed',
  version: 1,
  description:
    'An artist scheduled, edited or cancelled a book opening (ADR 0092): the opening as it now stands, or the cancelled one.',
  payload: z.object({
    artistId: z.string().min(1),
    change: z.enum(['scheduled', 'edited', 'cancelled']),
    opening: openingSnapshot,
  }),
});

export const openingNotDrawn = defineEvent({
  detailType: 'opening.not-drawn',
  version: 1,
  description:
    "A request in a draw opening's pool was not drawn (ADR 0096): its client is told, once, in their language. Published by the opening-draws job in the transaction that closes the entry (the drawn ones reach the artist with `request.created`, `drawn` set).",
  payload: z.object({
    ...requestRef,
    openingId: z.string().min(1),
    client: eventClient,
    artist: eventArtist.pick({ displayName: true }),
    /** The draw's figures, for the email: requests in the pool and places drawn. */
    entrants: z.number().int().min(1),
    drawn: z.number().int().min(0),
  }),
});

/** An address that asked to be told of an opening (ADR 0100), and its language. */
const watcher = z.object({ email: z.string().min(1), locale: z.enum(LOCALES) });

export const openingWatchAsked = defineEvent({
  detailType: 'opening.watch-asked',
  version: 1,
  description:
    'A visitor asked to be told when an artist’s book opening starts (ADR 0100): the address gets ONE email asking to confirm it, through a sign-in link to the portal (ADR 0085). Recorded only with the first ask of an address for an opening; carries no secret (the email consumer mints the link when it sends).',
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    displayName: z.string().min(1),
    openingId: z.string().min(1),
    startsAt: z.string(),
    /** The artist's zone: the start is written in it, with its name. */
    timezone: z.string().min(1),
    watcher,
  }),
});

export const openingWatchersNotified = defineEvent({
  detailType: 'opening.watchers-notified',
  version: 1,
  description:
    'A book opening started (ADR 0100): the confirmed addresses of this group are told, each once in its language, that the books are open and until when. Published by the opening-starts job in the transaction that marks them told.',
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    displayName: z.string().min(1),
    openingId: z.string().min(1),
    closesAt: z.string(),
    timezone: z.string().min(1),
    recipients: z.array(watcher).min(1),
  }),
});
