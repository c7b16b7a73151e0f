import { artistPreferencesUpdated } from '#events/definitions/profile.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { requestUsage } from '#shared/domain/booking/reservation-rules.ts';
import { changedPreferences } from '#shared/domain/preferences.ts';
import { myAccount } from './my-account.ts';

/**
 * Changes some preferences (language, time zone, unit, currency, hour format, theme). The change and
 * `artist.preferences-updated` are one transaction; values that do not change write nothing. A new time
 * zone also moves the daily-summary index (`digestZone`) while message emails are daily (ADR 0009).
 */
export const handler = httpHandler(
  profileRoutes.updateMyPreferences,
  async ({ body, caller, correlationId }) => {
    const artist = await myAccount(caller);
    const changed = changedPreferences(artist, body);
    if (Object.keys(changed).length === 0) return { ...artist, requestLimit: requestUsage(artist) };

    const set = {
      ...changed,
      ...(changed.timezone && artist.messageEmails === 'daily' && { digestZone: changed.timezone }),
    };
    const event = outboxItem(
      artistPreferencesUpdated,
      { artistId: artist.artistId, changed },
      { correlationId },
    );
    const result = await getDb()
      .transaction.write(({ artist: artists, outboxEvent }) => [
        artists.patch({ artistId: artist.artistId }).set(set).commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(409, 'conflict');
    return { ...artist, ...set, requestLimit: requestUsage(artist) };
  },
);
