import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { eventArtist, eventClient, requestRef } from './parts.ts';

/**
 * Design approval (issue 30, item 2; ADR 0090). Each event is written through the outbox in the
 * transaction of the version it concerns, and carries what the emails need.
 */

const design = {
  ...requestRef,
  client: eventClient,
  artist: eventArtist,
  /** The version concerned (1: the first sketch). */
  version: z.number().int().min(1),
  /** On a booking (its id is the request's) or on a pending request. */
  on: z.enum(['booking', 'request']),
};

export const designShared = defineEvent({
  detailType: 'design.shared',
  version: 1,
  description:
    'An artist shared a version of a design (private images and a note) on a booking or a pending custom request; the client is emailed to approve it or ask for changes by the answer-by day.',
  payload: z.object({
    ...design,
    imageCount: z.number().int().min(1),
    note: z.string().optional(),
    answerByDate: z.string(),
    answerBy: z.string(),
    timezone: z.string(),
    revisionsIncluded: z.number().int().min(0),
  }),
});

export const designAnswered = defineEvent({
  detailType: 'design.answered',
  version: 1,
  description:
    'A client approved a version of a design, or asked for changes (a paid revision once its payment is in); the artist is emailed.',
  payload: z.object({
    ...design,
    answer: z.enum(['approved', 'changes']),
    comment: z.string().optional(),
    /** The change asked: which revision, and what was paid for it (absent or 0: included). */
    revision: z
      .object({
        number: z.number().int().min(1),
        priceCents: z.number().int().min(0),
        currency: z.enum(CURRENCIES),
      })
      .optional(),
  }),
});
