import { artistReservationSettingsUpdated } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { reservationRoutes } from '#shared/api/routes/reservations.ts';
import { reservationSettingsOf } from './reservation-settings.ts';

/**
 * Replaces the caller's reservation settings. The change and `artist.reservation-settings-updated` are
 * one transaction (404 until onboarding has created the account). The public page and the slots read
 * them at once: closing requests shows the booking-closed state, closing a type closes it on the form.
 */
export const handler = httpHandler(
  reservationRoutes.updateMyReservationSettings,
  async ({ body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const event = outboxItem(artistReservationSettingsUpdated, { artistId, ...body }, { correlationId });
    const result = await getDb()
      .transaction.write(({ artist, outboxEvent }) => [
        // Saved once: Today's checklist counts the booking settings as reviewed.
        artist
          .patch({ artistId })
          .set(body)
          .add({ setupSteps: ['bookingSettings'] })
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(404, 'not_found');
    // The deposit policy may be left out of the body: answer what is stored.
    const { data } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
    return reservationSettingsOf(data ?? body);
  },
);
