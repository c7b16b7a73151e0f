import { artistBusyCalendarChanged } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { logger } from '#functions/lib/logger.ts';
import { outboundAddressRefused } from '#functions/lib/outbound/guarded-fetch.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { calendarFetchUrl } from '#shared/domain/calendar/busy-calendar-url.ts';
import { busyCalendarViewOf } from './busy-calendar-view.ts';

/**
 * `PUT /me/busy-calendar {url}` (issue 14, item 7): the artist's external calendar (`https://` or
 * `webcal://`). An address the guarded client would not ask (ADR 0065: not https, or leading by its
 * spelling or by what its name resolves to into a private network, the machine or the cloud's
 * metadata) is refused with a localized field error and nothing is kept. Otherwise ONE transaction
 * files it and records `artist.busy-calendar-changed`, whose consumer reads it at once; answered
 * `pending` until then.
 */
export const handler = httpHandler(
  bookingRoutes.setMyBusyCalendar,
  async ({ caller, body, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const refusal = await outboundAddressRefused(calendarFetchUrl(body.url));
    if (refusal) {
      logger.info('busy calendar address refused', {
        artistId,
        reason: refusal.reason,
        detail: refusal.detail,
      });
      throw new ApiError(400, 'validation_failed', [
        {
          path: 'url',
          key:
            refusal.reason === 'scheme' ? 'validation.calendarUrlInvalid' : 'validation.calendarUrlRefused',
        },
      ]);
    }
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
