import type { PublicImage } from '../api/contracts/images.ts';
import { variantKey } from './media-keys.ts';

/** What `toPublicImage` needs of a ready image item. */
export interface ReadyImageFields {
  artistId: string;
  imageId: string;
  width: number;
  height: number;
  placeholder: string;
  variantWidths: readonly number[];
}

/** The public path of one WebP variant (CloudFront in AWS, the gateway locally, serve `/media/*`). */
export function variantUrl(artistId: string, imageId: string, width: number) {
  return `/${variantKey(artistId, imageId, width)}`;
}

/**
 * An image as the public sees it: its size, placeholder colour and resized WebP variants
 * (narrowest first), never the original.
 */
export function toPublicImage(image: ReadyImageFields): PublicImage {
  const widths = [...new Set(image.variantWidths)].sort((a, b) => a - b);
  return {
    imageId: image.imageId,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    variants: widths.map((width) => ({ width, url: variantUrl(image.artistId, image.imageId, width) })),
  };
}

/**
 * The public image of an image item if it is ready (dimensions, placeholder and at least one variant),
 * else undefined: pending and rejected images never reach a public page.
 */
export function publicImageIfReady(image: {
  artistId: string;
  imageId: string;
  status?: string;
  width?: number;
  height?: number;
  placeholder?: string;
  variantWidths?: readonly number[];
}): PublicImage | undefined {
  const { width, height, placeholder, variantWidths } = image;
  if (image.status !== 'ready' || !width || !height || !placeholder || !variantWidths?.length)
    return undefined;
  return toPublicImage({ ...image, width, height, placeholder, variantWidths });
}
