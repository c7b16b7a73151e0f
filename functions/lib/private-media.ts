import { type BinaryLike, createHash, createHmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { privateVariantKey } from '#shared/domain/media-keys.ts';
import { type ImageItemFields, readyImageFields } from '#shared/domain/public-image.ts';
import { env } from './env.ts';

/** What a message keeps of a ready photo: enough to sign its variants' URLs without a read. */
export interface PrivatePhoto {
  imageId: string;
  width: number;
  height: number;
  placeholder: string;
  variantWidths: readonly number[];
}

/**
 * URLs are signed at the start of the hour and valid two hours: the same photo keeps the same URL for
 * an hour (the browser's cache holds it), and every URL handed out stays valid at least an hour.
 */
export const SIGNED_URL_SECONDS = 2 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;

/** SHA-256 and HMAC-SHA-256 for the signer (and the local S3 stand-in's check), from Node's own crypto. */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData): BinaryLike =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

export class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

let signer: SignatureV4 | undefined;

function getSigner() {
  signer ??= new SignatureV4({
    service: 's3',
    region: process.env.AWS_REGION ?? 'eu-west-3',
    credentials: fromEnv(),
    sha256: Sha256,
    // S3 signs the path as sent (no double encoding) and presigned GETs carry no payload hash.
    uriEscapePath: false,
    applyChecksum: false,
  });
  return signer;
}

/**
 * Where a key of the media bucket is: the bucket's regional host in AWS (the one the CSP allows for
 * images), path-style on the local S3 stand-in (`AWS_ENDPOINT_URL_S3`).
 */
function objectLocation(key: string, bucket: string) {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  if (endpoint) {
    const url = new URL(endpoint);
    return {
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      host: url.host,
      path: `/${bucket}/${key}`,
    };
  }
  const hostname = `${bucket}.s3.${process.env.AWS_REGION ?? 'eu-west-3'}.amazonaws.com`;
  return { protocol: 'https:', hostname, port: undefined, host: hostname, path: `/${key}` };
}

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Another bucket than the media bucket, a shorter life than the images' hour, response headers to set. */
export interface PresignOptions {
  bucket?: string;
  /** Valid this long from `now` itself (else `SIGNED_URL_SECONDS` from the start of `now`'s hour). */
  expiresInSeconds?: number;
  /** Signed query parameters, such as `response-content-disposition`. */
  query?: Record<string, string>;
}

/** A presigned GET of one object, valid `SIGNED_URL_SECONDS` from the start of `now`'s hour. */
export async function presignedGetUrl(
  key: string,
  now: Date = new Date(),
  options: PresignOptions = {},
): Promise<string> {
  const location = objectLocation(key, options.bucket ?? env.mediaBucket);
  const signed = await getSigner().presign(
    {
      method: 'GET',
      protocol: location.protocol,
      hostname: location.hostname,
      ...(location.port !== undefined && { port: location.port }),
      path: location.path,
      query: options.query ?? {},
      // Hoisted into the query, as the SDK's own S3 presigner does.
      headers: { host: location.host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
    },
    options.expiresInSeconds
      ? { signingDate: now, expiresIn: options.expiresInSeconds }
      : {
          signingDate: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS),
          expiresIn: SIGNED_URL_SECONDS,
        },
  );
  const query = Object.entries(signed.query ?? {})
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(String(value))}`)
    .join('&');
  return `${location.protocol}//${location.host}${location.path}?${query}`;
}

/**
 * A private photo as the conversation's two parties see it: the public image shape, each variant
 * behind its own presigned URL (the variants are never served otherwise).
 */
export async function privatePhotoView(
  artistId: string,
  photo: PrivatePhoto,
  now: Date = new Date(),
): Promise<PublicImage> {
  const widths = [...new Set(photo.variantWidths)].sort((a, b) => a - b);
  return {
    imageId: photo.imageId,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    variants: await Promise.all(
      widths.map(async (width) => ({
        width,
        url: await presignedGetUrl(privateVariantKey(artistId, photo.imageId, width), now),
      })),
    ),
  };
}

/** A message photo's image item as its parties see it once ready (else undefined, like a public image). */
export async function privatePhotoIfReady(image: ImageItemFields): Promise<PublicImage | undefined> {
  const ready = readyImageFields(image);
  return ready && privatePhotoView(ready.artistId, ready);
}
