import { artistNotificationSettingsUpdated } from '#events/definitions/notifications.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { notificationRoutes } from '#shared/api/routes/notifications.ts';
import { digestZoneFor } from '#shared/domain/notification-settings.ts';
import { myAccount } from './my-account.ts';

/** Attempts when the time zone changes between the read and the write. */
const ATTEMPTS = 3;

/**
 * Replaces the caller's notification settings, with `artist.notification-settings-updated`, in one
 * transaction. Daily message emails put the artist in the daily summary's index (`digestZone` = their
 * time zone, ADR 0009); instant ones take them out. The write is conditioned on the time zone read,
 * so a concurrent time-zone change cannot leave the index on the old zone (the read is retried).
 */
export const handler = httpHandler(
  notificationRoutes.updateMyNotificationSettings,
  async ({ body, caller, correlationId }) => {
    const db = getDb();
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const artist = await myAccount(caller);
      const { artistId, timezone } = artist;
      const digestZone = digestZoneFor(body.messageEmails, timezone);
      const event = outboxItem(artistNotificationSettingsUpdated, { artistId, ...body }, { correlationId });
      const result = await db.transaction
        .write(({ artist: artists, outboxEvent }) => [
          (digestZone
            ? artists.patch({ artistId }).set({ ...body, digestZone })
            : artists.patch({ artistId }).set(body).remove(['digestZone'])
          )
            .where((attributes, { eq }) => eq(attributes.timezone, timezone))
            .commit(),
          outboxEvent.create(event).commit(),
        ])
        .go();
      if (!result.canceled) return body;
    }
    throw new ApiError(409, 'conflict');
  },
);
