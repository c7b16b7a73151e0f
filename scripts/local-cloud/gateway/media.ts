import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, type GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';

export const MEDIA_PREFIX = '/media';
/** What the processor writes: `media/{artistId}/{imageId}/{width}.webp`, and nothing else is served. */
const VARIANT_PATH = /^\/media\/[A-Za-z0-9-]{1,64}\/[0-9a-f-]{36}\/\d{1,5}\.webp$/;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `/media/*` as CloudFront serves it from the media bucket: GET and HEAD of the WebP variants only,
 * read through the S3 API (the stand-in's own files are never touched), with a year of immutable
 * caching. Any other path (originals under `uploads/` included) answers 404.
 */
export function createMediaHandler(options: { s3Endpoint: string; bucket: string }) {
  const s3 = new S3Client({
    endpoint: options.s3Endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    }
    if (!VARIANT_PATH.test(pathname)) return plain(res, 404, 'Not Found');
    let object: GetObjectCommandOutput;
    try {
      object = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: pathname.slice(1) }));
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return plain(res, 404, 'Not Found');
      throw error;
    }
    const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    const etag = object.ETag;
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': CACHE_CONTROL }).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': String(body.length),
      'cache-control': CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      ...(etag && { etag }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}
