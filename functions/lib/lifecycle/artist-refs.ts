import { getDb } from '#functions/lib/db.ts';
import { privatePhotoIfReady } from '#functions/lib/private-media.ts';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { FlashItem } from '#shared/db/entities/flash.ts';
import type { ImageItem } from '#shared/db/entities/image.ts';
import type { TravelItem } from '#shared/db/entities/travel.ts';

/** What a request or a booking points at in its artist's partition. */
export interface LifecycleItemRefs {
  artistId: string;
  travelId?: string | undefined;
  flashId?: string | undefined;
  referenceImageIds?: string[] | undefined;
}

/** The items requests and bookings point at, looked up by artist and id. */
export interface ArtistRefs {
  artist(artistId: string): ArtistItem | undefined;
  travel(artistId: string, travelId: string | undefined): TravelItem | undefined;
  flash(artistId: string, flashId: string | undefined): FlashItem | undefined;
  image(artistId: string, imageId: string | undefined): ImageItem | undefined;
  /**
   * A client's reference image as the request's artist and client see it: ready, of the `reference`
   * kind, each variant behind a short-lived signed URL (ADR 0072); else undefined.
   */
  referenceImage(artistId: string, imageId: string | undefined): PublicImage | undefined;
}

const key = (artistId: string, id: string) => `${artistId}/${id}`;
const ATTEMPTS = 4;

/**
 * Batch-gets, across any number of artists, what a list of requests or bookings shows: each artist
 * (name, pseudo, zone, notification settings), the travels their slots fall in, the flashes they
 * name, their reference images and each artist's profile picture. Two rounds of `BatchGetItem`,
 * whatever the list's length (the artists and their items, then the pictures the artists name).
 */
export async function loadArtistRefs(items: readonly LifecycleItemRefs[]): Promise<ArtistRefs> {
  const db = getDb();
  const artistIds = unique(items.map((item) => item.artistId));
  const travelKeys = uniqueKeys(items.flatMap((item) => pair(item.artistId, item.travelId, 'travelId')));
  const flashKeys = uniqueKeys(items.flatMap((item) => pair(item.artistId, item.flashId, 'flashId')));
  const imageKeys = items.flatMap((item) =>
    (item.referenceImageIds ?? []).map((imageId) => ({ artistId: item.artistId, imageId })),
  );

  const [artists, travels, flashes, references] = await Promise.all([
    batchGet(
      artistIds.map((artistId) => ({ artistId })),
      (keys) => db.entities.artist.get(keys).go(),
    ),
    batchGet(travelKeys, (keys) => db.entities.travel.get(keys).go()),
    batchGet(flashKeys, (keys) => db.entities.flash.get(keys).go()),
    batchGet(uniqueKeys(imageKeys), (keys) => db.entities.image.get(keys).go()),
  ]);
  const avatarKeys = artists.flatMap((artist) =>
    artist.avatarImageId ? [{ artistId: artist.artistId, imageId: artist.avatarImageId }] : [],
  );
  const avatars = await batchGet(uniqueKeys(avatarKeys), (keys) => db.entities.image.get(keys).go());

  const artistMap = new Map(artists.map((artist) => [artist.artistId, artist]));
  const travelMap = new Map(travels.map((travel) => [key(travel.artistId, travel.travelId), travel]));
  const flashMap = new Map(flashes.map((flash) => [key(flash.artistId, flash.flashId), flash]));
  const imageMap = new Map(
    [...references, ...avatars].map((image) => [key(image.artistId, image.imageId), image]),
  );
  // Signed here, once per image, so that the views built from the refs stay synchronous.
  const referenceViews = new Map(
    await Promise.all(
      references
        .filter((image) => image.kind === 'reference')
        .map(
          async (image) => [key(image.artistId, image.imageId), await privatePhotoIfReady(image)] as const,
        ),
    ),
  );
  return {
    artist: (artistId) => artistMap.get(artistId),
    travel: (artistId, travelId) => (travelId ? travelMap.get(key(artistId, travelId)) : undefined),
    flash: (artistId, flashId) => (flashId ? flashMap.get(key(artistId, flashId)) : undefined),
    image: (artistId, imageId) => (imageId ? imageMap.get(key(artistId, imageId)) : undefined),
    referenceImage: (artistId, imageId) => (imageId ? referenceViews.get(key(artistId, imageId)) : undefined),
  };
}

/** `BatchGetItem` of every key (ElectroDB splits by 100), retrying the keys DynamoDB left unprocessed. */
export async function batchGet<K, T>(
  keys: K[],
  get: (keys: K[]) => Promise<{ data: T[]; unprocessed: unknown[] }>,
): Promise<T[]> {
  const found: T[] = [];
  let pending = keys;
  for (let attempt = 1; pending.length > 0; attempt++) {
    const { data, unprocessed } = await get(pending);
    found.push(...data);
    if (unprocessed.length === 0) break;
    if (attempt >= ATTEMPTS) throw new Error(`batch get left ${unprocessed.length} keys unprocessed`);
    pending = unprocessed as K[];
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
  return found;
}

function pair<N extends string>(artistId: string, id: string | undefined, name: N) {
  return id ? [{ artistId, [name]: id } as { artistId: string } & Record<N, string>] : [];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function uniqueKeys<K extends Record<string, string>>(keys: K[]): K[] {
  const seen = new Map<string, K>();
  for (const item of keys) seen.set(JSON.stringify(Object.entries(item).sort()), item);
  return [...seen.values()];
}
