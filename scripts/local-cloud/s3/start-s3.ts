import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { MEDIA_BUCKET_CORS } from './media-bucket-cors.ts';
import { objectLockGuard } from './object-lock.ts';
import { privateBucketReads } from './private-bucket-reads.ts';

export interface S3Local {
  endpoint: string;
  /** s3rver as a library: emits `event` with S3 notification records (ObjectCreated, ObjectRemoved). */
  server: S3rver;
  stop(): Promise<void>;
}

/**
 * Starts s3rver in this process with the media bucket (and its CORS) and the consent bucket configured.
 * It accepts only the `S3RVER`/`S3RVER` credentials and checks neither SigV4 nor presigned POST
 * policies; the consent bucket's Object Lock is kept by a small guard (ADR 0089).
 */
export async function startS3(options: {
  directory: string;
  bucket: string;
  /** The consent bucket, under the object-lock guard. */
  consentBucket: string;
  port?: number;
  log: Log;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    configureBuckets: [
      { name: options.bucket, configs: [MEDIA_BUCKET_CORS] },
      { name: options.consentBucket, configs: [] },
    ],
  });
  // As the bucket's Block Public Access and S3's signature check do in AWS: a read with no signature,
  // or a presigned one signed for another request, is refused (ADR 0072). s3rver is a Koa app whose
  // middleware is composed when it starts listening: this one goes first.
  server.middleware.unshift(privateBucketReads);
  server.middleware.unshift(objectLockGuard(options.directory, [options.consentBucket]));
  const address = await server.run();
  if (server.httpServer) keepIdleSockets(server.httpServer);
  const endpoint = `http://127.0.0.1:${address.port}`;
  options.log.info(
    's3',
    `S3 stand-in ready on ${endpoint} (buckets ${options.bucket}, ${options.consentBucket})`,
  );
  return {
    endpoint,
    server,
    stop: () => server.close().catch(() => undefined),
  };
}
