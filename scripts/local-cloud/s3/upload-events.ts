import type { S3Event, S3EventRecord } from 'aws-lambda';
import type S3rver from 's3rver';
import { LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { sleep } from '#scripts/local-cloud/events/wait.ts';
import { lambdaContext } from '#scripts/local-cloud/lambda-context.ts';
import { type AnyHandler, loadHandler } from '#scripts/local-cloud/load-handler.ts';
import type { Log } from '#scripts/local-cloud/log.ts';

/** The upload processor, as the bucket notification of the Media stack names it. */
const UPLOAD_PROCESSOR = 'functions/media/process-upload.ts';
const UPLOAD_EVENT_PREFIX = 'uploads/';
/** Lambda's asynchronous invocation: the first try, then 2 retries (shorter waits than AWS's). */
const UPLOAD_RETRY_DELAYS_MS = [500, 2_000] as const;

export interface UploadEventForwarder {
  /** Resolves once every upload event received so far has been handled (or has given up). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * S3 → Lambda notifications, locally: s3rver (as a library) emits an `event` with S3 notification
 * records for each object written; the ones created under `uploads/` are handed to the upload
 * processor's handler in this process, shaped as S3 delivers them (URL-encoded key, region, bucket
 * ARN), asynchronously, with Lambda's retries. A failure after the retries is logged, as it would land
 * in the function's on-failure destination.
 */
export function forwardUploadEvents(options: {
  server: S3rver;
  log: Log;
  handler?: () => Promise<AnyHandler>;
  retryDelaysMs?: readonly number[];
}): UploadEventForwarder {
  const { log } = options;
  const retryDelays = options.retryDelaysMs ?? UPLOAD_RETRY_DELAYS_MS;
  let loading: Promise<AnyHandler> | undefined;
  const handler = () => {
    loading ??= (options.handler ?? (() => loadHandler(UPLOAD_PROCESSOR)))();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const deliver = async (record: S3EventRecord) => {
    const event: S3Event = { Records: [record] };
    for (let attempt = 0; ; attempt++) {
      if (stopped) return;
      try {
        await (await handler())(
          event,
          lambdaContext('inkslot-local-media-process-upload', { timeoutMs: 60_000 }),
        );
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        const what = `${record.eventName} ${record.s3.object.key}`;
        if (delay === undefined) {
          log.error(
            's3',
            `upload processor failed for ${what}, giving up: ${(error as Error)?.stack ?? error}`,
          );
          return;
        }
        log.error(
          's3',
          `upload processor failed for ${what} (retrying): ${(error as Error)?.message ?? error}`,
        );
        await sleep(delay);
      }
    }
  };

  const onEvent = (event: { Records?: S3EventRecord[] }) => {
    for (const raw of event.Records ?? []) {
      if (!raw.eventName?.startsWith('ObjectCreated:')) continue;
      if (!raw.s3?.object?.key?.startsWith(UPLOAD_EVENT_PREFIX)) continue;
      const delivery = deliver(asDelivered(raw)).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  };
  options.server.on('event', onEvent);

  const idle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  return {
    idle,
    stop: async () => {
      options.server.off('event', onEvent);
      stopped = true;
      await idle();
    },
  };
}

/** s3rver's record as S3 sends it: the key URL-encoded (spaces as `+`), this region, a real ARN. */
export function asDelivered(record: S3EventRecord): S3EventRecord {
  const key = record.s3.object.key
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/%20/g, '+'))
    .join('/');
  return {
    ...record,
    awsRegion: LOCAL_REGION,
    s3: {
      ...record.s3,
      bucket: { ...record.s3.bucket, arn: `arn:aws:s3:::${record.s3.bucket.name}` },
      object: { ...record.s3.object, key },
    },
  };
}
