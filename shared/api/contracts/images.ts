import * as z from 'zod';
import { idParam } from './params.ts';

/**
 * Images: uploaded by the browser straight to S3 (presigned), checked and resized by the image
 * processor, then referenced by id from a profile, a flash, a work or a booking request.
 */
export const IMAGE_KINDS = [
  'avatar',
  'banner',
  'flash',
  'work',
  'reference',
  'message',
  'support',
  /** A design's image shared with one client (ADR 0090): private, never on the public page. */
  'sketch',
  /** A client's ID document for one booking's consent (ADR 0088): private, the artist alone sees it. */
  'idPhoto',
  /** A client's photo of their healed tattoo for one booking (ADR 0101): private, the artist alone sees it. */
  'healedPhoto',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/**
 * What `POST /me/images` may announce: a `message` photo is announced for one conversation, on the
 * conversation's own route, and its variants stay private (ADR 0041); an `idPhoto` by the client for
 * one booking's consent (ADR 0088).
 */
const ARTIST_UPLOAD_KINDS = ['avatar', 'banner', 'flash', 'work', 'reference', 'support', 'sketch'] as const;
export type ArtistUploadKind = (typeof ARTIST_UPLOAD_KINDS)[number];

/** The largest original accepted (checked again by the processor on the real bytes). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** What the browser may announce; the processor trusts only the bytes (JPEG, PNG, WebP, HEIC). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
/** Widths of the WebP variants written for responsive `srcset` (never wider than the original). */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

export const imageId = idParam;

/** An image as the public sees it: only resized variants, never the original. */
export const publicImage = z.object({
  imageId: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A CSS colour to paint before the image loads (no layout shift: width/height give the ratio). */
  placeholder: z.string(),
  variants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })).min(1),
});
export type PublicImage = z.infer<typeof publicImage>;

/** Where an image is in the pipeline: announced (the browser uploads), processed, or refused. */
export const IMAGE_STATUSES = ['pending', 'ready', 'rejected'] as const;
/** Why the processor refused an upload (each has a `web.images.reasons.<reason>` message). */
export const IMAGE_REJECT_REASONS = ['too_large', 'unsupported_type', 'unreadable'] as const;
export type ImageRejectReason = (typeof IMAGE_REJECT_REASONS)[number];

/** What the browser says of a file it is about to upload: its type and size, checked before signing. */
export const uploadedFileFields = {
  contentType: z.enum(ACCEPTED_IMAGE_TYPES, { error: 'validation.imageTypeUnsupported' }),
  size: z
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(1, { error: 'validation.imageEmpty' })
    .max(MAX_IMAGE_BYTES, { error: 'validation.imageTooLarge' }),
};

/** `POST /me/images`: what the browser is about to upload. */
export const imageUploadRequest = z.object({
  kind: z.enum(ARTIST_UPLOAD_KINDS, { error: 'validation.invalidValue' }),
  ...uploadedFileFields,
});
export type ImageUploadRequest = z.infer<typeof imageUploadRequest>;

/**
 * The presigned POST the browser sends the file with: a multipart form of `fields` (in order), then
 * the file last as `file`, to `url`. It is valid for 10 minutes, for this exact key, type and size.
 */
export const imageUpload = z.object({
  imageId: z.string(),
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});
export type ImageUpload = z.infer<typeof imageUpload>;

export const imageParams = z.object({ imageId });

/** `GET /me/images/{imageId}`: the state of one of the caller's uploads; `image` once ready. */
export const imageState = z.object({
  imageId: z.string(),
  status: z.enum(IMAGE_STATUSES),
  rejectReason: z.enum(IMAGE_REJECT_REASONS).optional(),
  image: publicImage.optional(),
});
export type ImageState = z.infer<typeof imageState>;

/** `POST /me/export`: the artist's archive of all their data, to download within the link's life. */
export const dataExport = z.object({
  url: z.string(),
  expiresAt: z.string(),
  bytes: z.number().int(),
  fileName: z.string(),
});
export type DataExport = z.infer<typeof dataExport>;
