import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { setupChecklist } from '#shared/domain/today.ts';

/**
 * A setup step only the artist's action shows (sharing their page: copy, share or QR code) is done.
 * Adding to a set: the same call twice changes nothing more. Answers the checklist.
 */
export const handler = httpHandler(bookingRoutes.markMySetupStep, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  const updated = await db.entities.artist
    .patch({ artistId })
    .add({ setupSteps: [params.step] })
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      // No artist item (not onboarded): the patch's existence condition fails.
      if (error instanceof Error && /conditional request failed/i.test(error.message)) {
        throw new ApiError(404, 'not_found');
      }
      throw error;
    });
  const page = await db.collections.artistPage({ artistId }).go({ pages: 'all' });
  return {
    checklist: setupChecklist({
      avatarImageId: updated.data.avatarImageId,
      bio: updated.data.bio,
      flashCount: page.data.flash.length,
      availabilityCount: page.data.availability.length,
      setupSteps: updated.data.setupSteps,
    }),
  };
});
