import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { eventArtist, eventClient, requestRef } from './parts.ts';

/**
 * Projects of several sessions (issue 31, item 1; ADR 0093). A session is a booking: its events are
 * the booking's (`request.accepted` with `session`, `slot.moved`, `booking.cancelled`); the project
 * adds the reminders of the sessions still to book.
 */

export const projectSessionReminder = defineEvent({
  detailType: 'project.session-reminded',
  version: 1,
  description:
    'A project still has a session to book after its last booked one passed (ADR 0093): the client is reminded (a button to the portal), then the artist, on the documented cadence. Published once per reminder by the session-reminders job.',
  payload: z.object({
    ...requestRef,
    client: eventClient.extend({ lastName: z.string() }),
    artist: eventArtist,
    /** Who is reminded. */
    to: z.enum(['client', 'artist']),
    /** Its place in the cadence (1 and 2: the client; 3 on: the artist). */
    reminder: z.number().int().min(1),
    projectId: z.string().min(1),
    planned: z.number().int().min(2),
    /** Sessions done (their slot ended) and the number to book next. */
    done: z.number().int().min(0),
    nextNumber: z.number().int().min(2),
    /** The last booked session's day, in the artist's zone. */
    lastSessionDate: z.string(),
    timezone: z.string(),
  }),
});
