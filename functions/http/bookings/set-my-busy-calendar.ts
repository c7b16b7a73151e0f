import { artistBusyCalendarChanged } from '../../../events/definitions/booking.ts';
import { outboxItem } from '../../../events/outbox.ts';
import { bookingRoutes } from '../../../shared/api/routes/bookings.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { busyCalendarViewOf } from './busy-calendar-view.ts';

/**
 * `PUT /me/busy-calendar {url}` (issue 14, item 7): the artist's external calendar (`https://` or
 * `webcal://`, refused otherwise with a localized message). ONE transaction files it and records
 * `artist.busy-calendar-changed`, whose consumer reads it at once; answered `pending` until then.
 */
export const handler = httpHandler(
  bookingRoutes.setMyBusyCalendar,
  async ({ caller, body, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const now = new Date();
    await getDb()
      .transaction.write(({ busyCalendar, outboxEvent }) => [
        busyCalendar.put({ artistId, url: body.url, addedAt: now.toISOString() }).commit(),
        outboxEvent
          .create(outboxItem(artistBusyCalendarChanged, { artistId }, { correlationId, now }))
          .commit(),
      ])
      .go();
    return busyCalendarViewOf(artistId, now);
  },
);
