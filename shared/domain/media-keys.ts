import type { ImageKind } from '#shared/api/contracts/images.ts';

/**
 * Object keys of the media bucket. Originals land in `uploads/` (never public: CloudFront and the
 * local gateway serve only `media/`), the processor writes the WebP variants to `media/`, or to
 * `private/` for the private kinds (never served as such: only presigned URLs reach them).
 */
export const UPLOAD_PREFIX = 'uploads/';
export const VARIANT_PREFIX = 'media/';
export const PRIVATE_VARIANT_PREFIX = 'private/';
/** Data exports (an artist's archive of their data), kept a day. */
export const EXPORT_PREFIX = 'exports/';

export function exportKey(artistId: string, exportId: string) {
  return `${EXPORT_PREFIX}${artistId}/${exportId}.zip`;
}

export function uploadKey(artistId: string, imageId: string) {
  return `${UPLOAD_PREFIX}${artistId}/${imageId}`;
}

export function variantKey(artistId: string, imageId: string, width: number) {
  return `${VARIANT_PREFIX}${artistId}/${imageId}/${width}.webp`;
}

export function privateVariantKey(artistId: string, imageId: string, width: number) {
  return `${PRIVATE_VARIANT_PREFIX}${artistId}/${imageId}/${width}.webp`;
}

/**
 * The kinds only some people may see (ADR 0072): photos sent in messages (the conversation's two
 * parties), clients' reference images (the artist and the client of the request) and bug report
 * screenshots (the reporting artist and the superadmin), design sketches (the artist and the client
 * they are shared with, ADR 0090), a client's ID photo for a consent (the booking's artist, ADR 0088), a client's photo of their
 * healed tattoo (the booking's artist, ADR 0101).
 * Their variants live under `private/`.
 */
const PRIVATE_IMAGE_KINDS: readonly ImageKind[] = [
  'message',
  'reference',
  'support',
  'sketch',
  'idPhoto',
  'healedPhoto',
];

export const isPrivateImageKind = (kind: ImageKind | undefined) =>
  kind !== undefined && PRIVATE_IMAGE_KINDS.includes(kind);

/** Where a variant of an image of this kind is: `private/` for the private kinds, else `media/`. */
export function variantKeyOf(kind: ImageKind | undefined, artistId: string, imageId: string, width: number) {
  return (isPrivateImageKind(kind) ? privateVariantKey : variantKey)(artistId, imageId, width);
}

const UPLOAD_KEY = /^uploads\/([A-Za-z0-9-]{1,64})\/([0-9a-f-]{36})$/;

/** The owner and image of an original's key, or undefined for any other key. */
export function parseUploadKey(key: string): { artistId: string; imageId: string } | undefined {
  const match = UPLOAD_KEY.exec(key);
  return match ? { artistId: match[1]!, imageId: match[2]! } : undefined;
}
