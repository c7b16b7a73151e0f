import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { QueuedMessage } from './local-queue.ts';
import type { BusEvent } from './put-events.ts';
import { archiveFile, archiveTarget, asyncInvokeTarget, failedItems, sqsTarget } from './targets.ts';

const busEvent = (id: string, time = '2026-11-21T23:59:59Z'): BusEvent => ({
  version: '0',
  id,
  'detail-type': 'artist.onboarded',
  source: 'inkslot',
  account: '000000000000',
  time,
  region: 'eu-west-3',
  resources: [],
  detail: { metadata: { id } },
});
const message = (id: string, body = busEvent(id)): QueuedMessage<BusEvent> => ({
  id,
  body,
  sentAt: 1_000,
  receiveCount: 2,
  firstReceivedAt: 2_000,
});
const invoke = { functionName: 'inkslot-test', region: 'eu-west-3', timeoutMs: 1000 };

describe('SQS target', () => {
  it('hands the handler an SQS event whose bodies are the EventBridge events', async () => {
    let received: SQSEvent | undefined;
    const process = sqsTarget({
      ...invoke,
      queueName: 'inkslot-email-events',
      loadHandler: async () => (event) => {
        received = event as SQSEvent;
      },
    });
    await expect(process([message('m1'), message('m2')])).resolves.toEqual([]);
    expect(received?.Records).toHaveLength(2);
    expect(received?.Records[0]).toMatchObject({
      messageId: 'm1',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-west-3:000000000000:inkslot-email-events',
      awsRegion: 'eu-west-3',
      attributes: {
        ApproximateReceiveCount: '2',
        SentTimestamp: '1000',
        ApproximateFirstReceiveTimestamp: '2000',
      },
    });
    expect(JSON.parse(received?.Records[0]?.body ?? '')).toEqual(busEvent('m1'));
  });

  it('fails the whole batch when the handler throws or times out', async () => {
    const throwing = sqsTarget({
      ...invoke,
      queueName: 'q',
      loadHandler: async () => () => {
        throw new Error('boom');
      },
    });
    await expect(throwing([message('m1')])).rejects.toThrow('boom');
    const slow = sqsTarget({
      ...invoke,
      timeoutMs: 20,
      queueName: 'q',
      loadHandler: async () => () => new Promise((resolve) => setTimeout(resolve, 200)),
    });
    await expect(slow([message('m1')])).rejects.toThrow(/timed out/);
  });
});

describe('partial batch responses', () => {
  const batch = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it.each([
    ['no response', undefined, []],
    ['null batchItemFailures', { batchItemFailures: null }, []],
    ['an empty list', { batchItemFailures: [] }, []],
    ['some failures', { batchItemFailures: [{ itemIdentifier: 'b' }] }, ['b']],
    ['an unknown id fails all', { batchItemFailures: [{ itemIdentifier: 'zz' }] }, ['a', 'b', 'c']],
    ['an empty id fails all', { batchItemFailures: [{ itemIdentifier: '' }] }, ['a', 'b', 'c']],
    ['a malformed list fails all', { batchItemFailures: 'b' }, ['a', 'b', 'c']],
  ])('%s', (_description, response, expected) => {
    expect(failedItems(response, batch)).toEqual(expected);
  });
});

describe('async invocation target', () => {
  it('passes the event itself and fails when the handler throws', async () => {
    const seen: unknown[] = [];
    const ok = asyncInvokeTarget<BusEvent>({
      ...invoke,
      loadHandler: async () => (event) => seen.push(event),
    });
    await ok([message('m1')]);
    expect(seen).toEqual([busEvent('m1')]);
    const failing = asyncInvokeTarget<BusEvent>({
      ...invoke,
      loadHandler: async () => async () => Promise.reject(new Error('nope')),
    });
    await expect(failing([message('m1')])).rejects.toThrow('nope');
  });
});

describe('archive target', () => {
  it('appends one JSON line per event to the file of its UTC date', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'archive-'));
    try {
      const archive = archiveTarget(dir);
      await archive([
        message('a', busEvent('a', '2026-11-21T23:59:59Z')),
        message('b', busEvent('b', '2026-11-22T00:00:00Z')),
      ]);
      await archive([message('c', busEvent('c', '2026-11-21T10:00:00Z'))]);
      const day1 = await readFile(join(dir, '2026', '11', '21', 'events.ndjson'), 'utf8');
      const day2 = await readFile(join(dir, '2026', '11', '22', 'events.ndjson'), 'utf8');
      expect(
        day1
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line).id),
      ).toEqual(['a', 'c']);
      expect(
        day2
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line).id),
      ).toEqual(['b']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('partitions by the event time in UTC whatever the local time zone', () => {
    expect(archiveFile('/a', { time: '2026-01-01T00:30:00Z' })).toBe('/a/2026/01/01/events.ndjson');
  });
});
