import sharp from 'sharp';
import type { ImageRejectReason } from '#shared/api/contracts/images.ts';
import { sniffImageType } from '#shared/domain/image-type.ts';
import { placeholderColour, variantWidthsFor } from '#shared/domain/image-variants.ts';

/** Larger pictures are refused as too large, whatever their byte size (decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;

export interface RenderedImage {
  width: number;
  height: number;
  placeholder: string;
  variants: { width: number; body: Buffer }[];
}

export type RenderResult = { ok: true; image: RenderedImage } | { ok: false; reason: ImageRejectReason };

/**
 * Turns an uploaded original into the public WebP variants: recognises the real type from the bytes
 * (JPEG, PNG, WebP, HEIC when this sharp build decodes it), applies the EXIF orientation, and writes
 * each variant without any metadata (EXIF, GPS, XMP, ICC are dropped: sharp keeps none unless told).
 * Anything else is refused with the reason the owner will see.
 */
export async function renderVariants(bytes: Uint8Array): Promise<RenderResult> {
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: 'unsupported_type' };
  const input = () => sharp(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const metadata = await input().metadata();
    const { width, height } = metadata.autoOrient;
    if (!width || !height) return { ok: false, reason: 'unreadable' };
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too_large' };
    const variants: { width: number; body: Buffer }[] = [];
    for (const variantWidth of variantWidthsFor(width)) {
      const body = await input()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width: variantWidth, body });
    }
    const { dominant } = await sharp(variants[0]!.body).stats();
    return { ok: true, image: { width, height, placeholder: placeholderColour(dominant), variants } };
  } catch (error) {
    const message = (error as Error)?.message ?? '';
    if (/pixel limit/i.test(message)) return { ok: false, reason: 'too_large' };
    // The prebuilt sharp decodes no HEVC: a real HEIC photo is a format it does not support.
    return { ok: false, reason: type === 'heic' ? 'unsupported_type' : 'unreadable' };
  }
}
