import { Sha256 } from '@aws-crypto/sha256-js';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presignedGetUrl, privatePhotoView, SIGNED_URL_SECONDS } from './private-media.ts';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  sessionToken: 'IQoJb3JpZ2luX2VjE+/token=with/special+chars',
};
const key = 'private/artist-1/0b8e3f5c-1d2a-4f6b-9c7d-8e9f0a1b2c3d/640.webp';
const now = new Date('2026-11-26T10:42:17Z');
const hourStart = new Date('2026-11-26T10:00:00Z');

beforeEach(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
  vi.stubEnv('AWS_REGION', 'eu-west-3');
  vi.stubEnv('MEDIA_BUCKET', 'inkslot-prod-media');
});
afterEach(() => vi.unstubAllEnvs());

/**
 * The SDK's own S3 presigner (with an independent SHA-256) for the same request, credentials and
 * signing time: its query is what S3 expects.
 */
async function sdkQuery(location: { protocol: string; hostname: string; port?: number; path: string }) {
  const presigner = new S3RequestPresigner({ credentials, region: 'eu-west-3', sha256: Sha256 });
  const signed = await presigner.presign(
    { method: 'GET', ...location, query: {}, headers: {} },
    { expiresIn: SIGNED_URL_SECONDS, signingDate: hourStart },
  );
  return signed.query;
}

describe('presignedGetUrl', () => {
  it("signs exactly as the SDK's S3 presigner does, on the bucket's regional host", async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_S3', '');
    const ours = new URL(await presignedGetUrl(key, now));
    const theirs = await sdkQuery({
      protocol: 'https:',
      hostname: 'inkslot-prod-media.s3.eu-west-3.amazonaws.com',
      path: `/${key}`,
    });
    expect(ours.origin).toBe('https://inkslot-prod-media.s3.eu-west-3.amazonaws.com');
    expect(ours.pathname).toBe(`/${key}`);
    expect(Object.fromEntries(ours.searchParams)).toEqual(theirs);
    expect(ours.searchParams.get('X-Amz-Date')).toBe('20261126T100000Z');
    expect(ours.searchParams.get('X-Amz-Expires')).toBe(String(SIGNED_URL_SECONDS));
    expect(ours.searchParams.get('X-Amz-Security-Token')).toBe(credentials.sessionToken);
  });

  it('goes path-style to the local S3 stand-in, signed the same way', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_S3', 'http://127.0.0.1:4569');
    const ours = new URL(await presignedGetUrl(key, now));
    const theirs = await sdkQuery({
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 4569,
      path: `/inkslot-prod-media/${key}`,
    });
    expect(ours.origin).toBe('http://127.0.0.1:4569');
    expect(ours.pathname).toBe(`/inkslot-prod-media/${key}`);
    expect(Object.fromEntries(ours.searchParams)).toEqual(theirs);
  });

  it('keeps one URL within the hour and signs a new one the next hour', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_S3', '');
    const first = await presignedGetUrl(key, now);
    expect(await presignedGetUrl(key, new Date('2026-11-26T10:59:59Z'))).toBe(first);
    expect(await presignedGetUrl(key, new Date('2026-11-26T11:00:00Z'))).not.toBe(first);
  });
});

describe('privatePhotoView', () => {
  it('gives each variant, narrowest first, its own signed URL under private/', async () => {
    vi.stubEnv('AWS_ENDPOINT_URL_S3', '');
    const view = await privatePhotoView(
      'artist-1',
      { imageId: 'img-1', width: 900, height: 600, placeholder: '#112233', variantWidths: [640, 320, 900] },
      now,
    );
    expect(view.variants.map((variant) => variant.width)).toEqual([320, 640, 900]);
    for (const variant of view.variants) {
      const url = new URL(variant.url);
      expect(url.pathname).toBe(`/private/artist-1/img-1/${variant.width}.webp`);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(view).toMatchObject({ imageId: 'img-1', width: 900, height: 600, placeholder: '#112233' });
  });
});
