import type { PortalArtist } from '#shared/api/contracts/portal-lifecycle.ts';
import { publicImageIfReady } from '#shared/domain/public-image.ts';
import type { ArtistRefs } from './artist-refs.ts';

/** The artist as the portal names them: pseudo (link to `/{pseudo}`), name, picture, home shop. */
export function portalArtistOf(artistId: string, refs: ArtistRefs): PortalArtist | undefined {
  const artist = refs.artist(artistId);
  if (!artist) return undefined;
  const avatar = refs.image(artistId, artist.avatarImageId);
  const picture = avatar && publicImageIfReady(avatar);
  return {
    pseudo: artist.pseudo,
    displayName: artist.displayName,
    ...(picture && { pictureUrl: picture.variants[0]?.url }),
    ...(artist.residency && {
      residency: {
        ...(artist.residency.shopName && { shopName: artist.residency.shopName }),
        city: artist.residency.city,
        country: artist.residency.country,
      },
    }),
  };
}
