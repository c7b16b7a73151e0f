import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { feedTokenHash } from '#functions/lib/calendar-feed-token.ts';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { eventLocationOf } from '#functions/lib/lifecycle/event-parts.ts';
import { calendarFeed } from '#shared/domain/calendar/calendar-feed.ts';

const DAY = 86_400_000;
/** What the feed holds: the last month (what just happened) and the next year. */
const PAST_DAYS = 31;
const AHEAD_DAYS = 366;

const notFound: APIGatewayProxyStructuredResultV2 = {
  statusCode: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: 'Not found',
};

/**
 * `GET /calendar/{secret}.ics` (public: the secret is the authorization; its hash finds the artist):
 * the artist's confirmed bookings of the last month and the next year, read by slot start (ADR 0037),
 * with the client's first name and the place (a travel's shop and address). Revoked or unknown: 404.
 * Calendars poll it: five minutes' private cache, never shared.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const token = (event.pathParameters?.feed ?? '').replace(/\.ics$/, '');
  if (!/^[\w-]{20,80}$/.test(token)) return notFound;
  const db = getDb();
  const { data: feed } = await db.entities.calendarFeed.get({ tokenHash: feedTokenHash(token) }).go();
  if (!feed) return notFound;
  const now = Date.now();
  const { data: bookings } = await db.entities.booking.query
    .byStart({ artistId: feed.artistId })
    .between(
      { slotStart: new Date(now - PAST_DAYS * DAY).toISOString() },
      { slotStart: new Date(now + AHEAD_DAYS * DAY).toISOString() },
    )
    .where(({ status }, { eq }) => eq(status, 'confirmed'))
    .go({ pages: 'all' });
  // Travels and flashes only: the feed shows no reference image (none is signed for it).
  const refs = await loadArtistRefs([
    { artistId: feed.artistId },
    ...bookings.map(({ artistId, travelId, flashId }) => ({ artistId, travelId, flashId })),
  ]);
  const artist = refs.artist(feed.artistId);
  if (!artist) return notFound;
  const body = calendarFeed(
    `Inkslot · ${artist.displayName || artist.pseudo}`,
    bookings.map((booking) => {
      const place = eventLocationOf(refs.travel(booking.artistId, booking.travelId), artist, {
        withAddress: true,
      });
      return {
        bookingId: booking.bookingId,
        sequence: booking.sequence,
        slotStart: booking.slotStart,
        slotEnd: booking.slotEnd,
        clientFirstName: booking.clientFirstName,
        project: [refs.flash(booking.artistId, booking.flashId)?.title, booking.placement, booking.size]
          .filter(Boolean)
          .join(', '),
        location:
          place &&
          [place.shopName, 'address' in place ? place.address : undefined, place.city]
            .filter(Boolean)
            .join(', '),
        url: `${env.appUrl}/app/bookings/${booking.bookingId}`,
      };
    }),
  );
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'content-disposition': 'inline; filename="inkslot.ics"',
    },
    body,
  };
};
