import { EventEmitter } from 'node:events';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import type S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { asDelivered, forwardUploadEvents } from './upload-events.ts';

function record(eventName: string, key: string): S3EventRecord {
  return {
    eventName,
    awsRegion: 'us-east-1',
    s3: { bucket: { name: 'media', arn: 'arn:aws:s3: : :media' }, object: { key, size: 10 } },
  } as unknown as S3EventRecord;
}

function setup(handler: (event: S3Event) => Promise<unknown>) {
  const server = new EventEmitter();
  const errors: string[] = [];
  const forwarder = forwardUploadEvents({
    server: server as unknown as S3rver,
    log: { info: () => undefined, error: (_service, message) => errors.push(message) },
    handler: async () => handler,
    retryDelaysMs: [1, 1],
  });
  return { server, errors, forwarder };
}

describe('forwardUploadEvents', () => {
  it('hands objects created under uploads/ to the processor, as S3 delivers them', async () => {
    const received: S3Event[] = [];
    const { server, forwarder } = setup(async (event) => received.push(event));
    server.emit('event', {
      Records: [
        record('ObjectCreated:Post', 'uploads/a/b c'),
        record('ObjectCreated:Put', 'media/a/b/320.webp'),
        record('ObjectRemoved:Delete', 'uploads/a/x'),
      ],
    });
    await forwarder.idle();
    expect(received).toHaveLength(1);
    expect(received[0]!.Records[0]).toMatchObject({
      eventName: 'ObjectCreated:Post',
      awsRegion: 'eu-west-3',
      s3: { bucket: { name: 'media', arn: 'arn:aws:s3:::media' }, object: { key: 'uploads/a/b+c' } },
    });
    await forwarder.stop();
  });

  it('retries a failing processor twice, then logs the failure', async () => {
    let calls = 0;
    const { server, errors, forwarder } = setup(async () => {
      calls++;
      throw new Error('DynamoDB is down');
    });
    server.emit('event', { Records: [record('ObjectCreated:Post', 'uploads/a/b')] });
    await forwarder.idle();
    expect(calls).toBe(3);
    expect(errors).toHaveLength(3);
    expect(errors.at(-1)).toMatch(/giving up: Error: DynamoDB is down/);
  });

  it('succeeds on a retry without logging a final failure', async () => {
    let calls = 0;
    const { server, errors, forwarder } = setup(async () => {
      if (++calls === 1) throw new Error('throttled');
    });
    server.emit('event', { Records: [record('ObjectCreated:Post', 'uploads/a/b')] });
    await forwarder.idle();
    expect(calls).toBe(2);
    expect(errors).toEqual([expect.stringMatching(/retrying/)]);
  });

  it('stops listening on stop', async () => {
    let calls = 0;
    const { server, forwarder } = setup(async () => {
      calls++;
    });
    await forwarder.stop();
    server.emit('event', { Records: [record('ObjectCreated:Post', 'uploads/a/b')] });
    await forwarder.idle();
    expect(calls).toBe(0);
  });

  it('URL-encodes each key segment as S3 does', () => {
    expect(asDelivered(record('ObjectCreated:Put', 'uploads/é/a b')).s3.object.key).toBe(
      'uploads/%C3%A9/a+b',
    );
  });
});
