import type { PublicImage } from '#shared/api/contracts/images.ts';
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

/** What an image item may hold: its fields before and after the processor (ready or not). */
export interface ImageItemFields {
  artistId: string;
  imageId: string;
  status?: string;
  width?: number;
  height?: number;
  placeholder?: string;
  variantWidths?: readonly number[];
}

/**
 * An image item's fields once it is ready (dimensions, placeholder and at least one variant), else
 * undefined: what every view of an image (public or a message's private photo) requires.
 */
export function readyImageFields(image: ImageItemFields): ReadyImageFields | undefined {
  const { width, height, placeholder, variantWidths } = image;
  if (image.status !== 'ready' || !width || !height || !placeholder || !variantWidths?.length)
    return undefined;
  return { artistId: image.artistId, imageId: image.imageId, width, height, placeholder, variantWidths };
}

/**
 * The public image of an image item if it is ready, else undefined: pending and rejected images
 * never reach a public page.
 */
export function publicImageIfReady(image: ImageItemFields): PublicImage | undefined {
  const ready = readyImageFields(image);
  return ready && toPublicImage(ready);
}
