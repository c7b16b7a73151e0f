import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { Log } from '../log.ts';
import { MEDIA_BUCKET_CORS } from './media-bucket-cors.ts';

export interface S3Local {
  endpoint: string;
  /** s3rver as a library: emits `event` with S3 notification records (ObjectCreated, ObjectRemoved). */
  server: S3rver;
  stop(): Promise<void>;
}

/** Koa middleware: an unsigned GET or HEAD answers 403 AccessDenied, as a private S3 bucket does. */
async function refuseAnonymousReads(
  ctx: {
    method: string;
    headers: Record<string, unknown>;
    query: Record<string, unknown>;
    status: number;
    type: string;
    body: unknown;
  },
  next: () => Promise<unknown>,
) {
  const signed = 'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && !signed) {
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    return;
  }
  return next();
}

/**
 * Starts s3rver in this process with the media bucket (and its CORS) configured. It accepts only the
 * `S3RVER`/`S3RVER` credentials and checks neither SigV4 nor presigned POST policies.
 */
export async function startS3(options: {
  directory: string;
  bucket: string;
  port?: number;
  log: Log;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [MEDIA_BUCKET_CORS] }],
  });
  // As the bucket's Block Public Access does in AWS: a read with no signature at all is refused
  // (the private images are reachable only through presigned GETs, ADR 0072). s3rver is a Koa app
  // whose middleware is composed when it starts listening: this one goes first.
  server.middleware.unshift(refuseAnonymousReads);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  options.log.info('s3', `S3 stand-in ready on ${endpoint} (bucket ${options.bucket})`);
  return {
    endpoint,
    server,
    stop: () => server.close().catch(() => undefined),
  };
}
