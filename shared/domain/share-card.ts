import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { VARIANT_PREFIX } from './media-keys.ts';

/**
 * The generated share card of an artist page without a picture (issue 9, item 5): a 1200 x 630 PNG
 * with the display name, the pseudo and the first flash, rendered on its first request and kept in
 * the media bucket. Its address carries a version derived from what it shows, so an edit gives a
 * new address (crawlers and CloudFront keep old ones forever) and an old address moves on.
 */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** What a card shows; its version changes exactly when one of these does. */
export interface ShareCardContent {
  pseudo: string;
  displayName: string;
  /** The first flash's title and image (`/media/...` variant path), if the artist has a flash. */
  flash?: { title: string; imagePath: string };
}

/** The smallest variant at least this wide is drawn on the card (about 470 px there). */
const FLASH_WIDTH = 480;

/** What an artist's public page puts on its card: names, and the first flash that has an image. */
export function shareCardContent(page: PublicProfile): ShareCardContent {
  const flash = page.flashes.find((each) => each.images[0]);
  const variants = [...(flash?.images[0]?.variants ?? [])].sort((a, b) => a.width - b.width);
  const variant = variants.find((each) => each.width >= FLASH_WIDTH) ?? variants.at(-1);
  return {
    pseudo: page.pseudo,
    displayName: page.displayName,
    ...(flash && variant && { flash: { title: flash.title, imagePath: variant.url } }),
  };
}

/** FNV-1a (32 bits) in base 36: a short, stable fingerprint, not a secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The card's version: `v1` plus a fingerprint of what it shows (bump `v1` when the design changes). */
export function shareCardVersion(content: ShareCardContent): string {
  return `v1${fingerprint(JSON.stringify([content.pseudo, content.displayName, content.flash ?? null]))}`;
}

/** The card's address on the app's origin (`GET /api/og/{pseudo}/{version}.png`). */
export function shareCardPath(content: ShareCardContent): string {
  return `/api/og/${encodeURIComponent(content.pseudo)}/${shareCardVersion(content)}.png`;
}

/** Where the rendered card is kept in the media bucket. */
export function shareCardKey(pseudo: string, version: string): string {
  return `${VARIANT_PREFIX}og/${pseudo}/${version}.png`;
}

/** A card file name as the route receives it: `{version}.png`. */
export const SHARE_CARD_FILE = /^(v1[0-9a-z]{1,8})\.png$/;
