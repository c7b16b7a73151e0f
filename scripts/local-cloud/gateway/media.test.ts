import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { type S3Local, startS3 } from '#scripts/local-cloud/s3/start-s3.ts';
import { createMediaHandler } from './media.ts';

const BUCKET = 'media-test';
const artistId = 'artist-1';
const imageId = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

describe('the gateway /media handler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inkslot-media-'));
  let s3: S3Local;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    s3 = await startS3({
      directory: dir,
      bucket: BUCKET,
      consentBucket: `${BUCKET}-consent`,
      log: { info: () => undefined, error: () => undefined },
    });
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    for (const [key, body] of [
      [`media/${artistId}/${imageId}/320.webp`, 'RIFF-variant'],
      [`uploads/${artistId}/${imageId}`, 'the original'],
    ] as const) {
      await client.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: 'image/webp' }),
      );
    }
    client.destroy();
    const media = createMediaHandler({ s3Endpoint: s3.endpoint, bucket: BUCKET });
    server = createServer((req, res) => void media(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await s3.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a variant as WebP with immutable caching, and answers 304 to its ETag', async () => {
    const response = await fetch(`${origin}/media/${artistId}/${imageId}/320.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('RIFF-variant');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin}/media/${artistId}/${imageId}/320.webp`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${origin}/media/${artistId}/${imageId}/320.webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it.each([
    `/media/${artistId}/${imageId}/640.webp`,
    `/media/uploads/${artistId}/${imageId}`,
    `/media/../uploads/${artistId}/${imageId}`,
    `/media/%2e%2e/uploads/${artistId}/${imageId}`,
    `/media/${artistId}/${imageId}`,
    '/media/',
  ])('answers 404 for %s (missing variants, originals, anything else)', async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('the original');
  });

  it('refuses writes', async () => {
    const response = await fetch(`${origin}/media/${artistId}/${imageId}/320.webp`, {
      method: 'PUT',
      body: 'x',
    });
    expect(response.status).toBe(405);
  });
});
