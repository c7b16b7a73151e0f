import { artistProfileUpdated } from '#events/definitions/profile.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { changedProfileFields, editedProfile, toMyProfile } from '#shared/domain/my-profile.ts';
import { myAccount } from './my-account.ts';
import { checkProfileImages, profileImageChecks } from './profile-images.ts';

const OPTIONAL_FIELDS = ['bio', 'avatarImageId', 'bannerImageId', 'residency'] as const;

/**
 * Replaces the profile (display name, bio, picture, banner, residency, links, styles). The change and
 * `artist.profile-updated` are one transaction, which also checks that the images are still ready;
 * saving an unchanged profile writes nothing and publishes nothing.
 */
export const handler = httpHandler(profileRoutes.updateMyProfile, async ({ body, caller, correlationId }) => {
  const artist = await myAccount(caller);
  const { artistId } = artist;
  const images = await checkProfileImages(artistId, body);
  const next = editedProfile(body);
  const changed = changedProfileFields(artist, next);
  if (changed.length === 0) return toMyProfile(artist, images);

  const event = outboxItem(
    artistProfileUpdated,
    {
      artistId,
      pseudo: artist.pseudo,
      changed,
      linkCount: next.links?.length ?? 0,
      styleCount: next.styles?.length ?? 0,
      ...(next.residency && { country: next.residency.country }),
    },
    { correlationId },
  );
  const { displayName, links = [], styles = [], ...optional } = next;
  const removed = OPTIONAL_FIELDS.filter(
    (field) => optional[field] === undefined && artist[field] !== undefined,
  );

  const result = await getDb()
    .transaction.write(({ artist: artists, image, outboxEvent }) => {
      const update = artists
        .patch({ artistId })
        .set({ displayName, links: [...links], styles: [...styles], ...optional });
      return [
        (removed.length > 0 ? update.remove(removed) : update).commit(),
        ...profileImageChecks(image, artistId, body),
        outboxEvent.create(event).commit(),
      ];
    })
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
  return toMyProfile(next, images);
});
