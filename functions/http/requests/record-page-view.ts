import { pageViewed } from '#events/definitions/analytics.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRequestRoutes } from '#shared/api/routes/booking-requests.ts';

/**
 * `POST /artists/{pseudo}/views {page}`: the public page's analytics beacon (ADR 0048). The pseudo's
 * claim names the artist; one `page.viewed` goes through the outbox like every event (the archive
 * alone takes it). An unknown pseudo: 404, nothing written.
 */
export const handler = httpHandler(
  bookingRequestRoutes.recordPageView,
  async ({ params, body, correlationId }) => {
    const db = getDb();
    const { data: claim } = await db.entities.pseudoClaim.get({ pseudo: params.pseudo }).go();
    if (!claim) throw new ApiError(404, 'not_found');
    const event = outboxItem(
      pageViewed,
      {
        artistId: claim.artistId,
        pseudo: params.pseudo,
        page: body.page,
        ...(body.locale && { locale: body.locale }),
      },
      { correlationId },
    );
    await db.entities.outboxEvent.create(event).go();
    return { recorded: true as const };
  },
);
