import { EventBridgeClient, PutEventsCommand, TestEventPatternCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusServer, startBusServer } from './bus-server.ts';
import { EventBus } from './event-bus.ts';
import type { BusEvent } from './put-events.ts';

const delivered: { rule: string; event: BusEvent }[] = [];
const bus = new EventBus('inkslot-bus', [
  {
    name: 'onboarded',
    busName: 'inkslot-bus',
    pattern: { source: ['inkslot'], 'detail-type': ['artist.onboarded'] },
    deliver: (event) => delivered.push({ rule: 'onboarded', event }),
  },
  {
    name: 'everything',
    busName: 'inkslot-bus',
    pattern: { source: [{ prefix: '' }] },
    deliver: (event) => delivered.push({ rule: 'everything', event }),
  },
]);
let server: BusServer;
let client: EventBridgeClient;

beforeAll(async () => {
  server = await startBusServer({
    port: 0,
    bus,
    region: 'eu-west-3',
    now: () => new Date('2026-11-21T10:00:00Z'),
  });
  client = new EventBridgeClient({
    endpoint: server.endpoint,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client.destroy();
  await server.close();
});

describe('local EventBridge bus', () => {
  it('accepts events from the SDK and routes them to the matching rules', async () => {
    delivered.length = 0;
    const result = await client.send(
      new PutEventsCommand({
        Entries: [
          {
            Source: 'inkslot',
            DetailType: 'artist.onboarded',
            Detail: JSON.stringify({ metadata: { id: 'e1' } }),
            EventBusName: 'inkslot-bus',
            Time: new Date('2026-11-21T09:30:15.456Z'),
          },
          { Source: 'other', DetailType: 'x', Detail: '{}', EventBusName: 'inkslot-bus' },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries).toHaveLength(2);
    expect(delivered.map((d) => d.rule)).toEqual(['onboarded', 'everything', 'everything']);
    expect(delivered[0]?.event).toEqual({
      version: '0',
      id: result.Entries?.[0]?.EventId,
      'detail-type': 'artist.onboarded',
      source: 'inkslot',
      account: '000000000000',
      time: '2026-11-21T09:30:15Z',
      region: 'eu-west-3',
      resources: [],
      detail: { metadata: { id: 'e1' } },
    });
    expect(delivered[2]?.event.time).toBe('2026-11-21T10:00:00Z');
  });

  it('reports invalid entries one by one, like EventBridge', async () => {
    delivered.length = 0;
    const result = await client.send(
      new PutEventsCommand({
        Entries: [
          { Source: 'inkslot', DetailType: 'a', Detail: '[1, 2]', EventBusName: 'inkslot-bus' },
          { Source: 'inkslot', DetailType: 'a', Detail: 'not json', EventBusName: 'inkslot-bus' },
          { Source: 'inkslot', Detail: '{}', EventBusName: 'inkslot-bus' },
          { Source: 'aws.events', DetailType: 'a', Detail: '{}', EventBusName: 'inkslot-bus' },
          { Source: 'inkslot', DetailType: 'a', Detail: '{}', EventBusName: 'missing-bus' },
          {
            Source: 'inkslot',
            DetailType: 'a',
            Detail: '{}',
            EventBusName: 'arn:aws:events:eu-west-3:0:event-bus/inkslot-bus',
          },
          { Source: 'inkslot', DetailType: 'a', Detail: '{}' },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(5);
    expect(result.Entries?.map((entry) => entry.ErrorCode ?? 'ok')).toEqual([
      'MalformedDetail',
      'MalformedDetail',
      'InvalidArgument',
      'NotAuthorizedForSourceException',
      'ResourceNotFoundException',
      'ok',
      'ok',
    ]);
    // The entry for the default bus is accepted but no rule of the default bus exists.
    expect(delivered.map((d) => d.rule)).toEqual(['everything']);
  });

  it('refuses more than 10 entries as a whole', async () => {
    const entries = Array.from({ length: 11 }, () => ({ Source: 'inkslot', DetailType: 'a', Detail: '{}' }));
    await expect(client.send(new PutEventsCommand({ Entries: entries }))).rejects.toMatchObject({
      name: 'ValidationException',
    });
  });

  it('refuses a request over 256 KB', async () => {
    const Detail = JSON.stringify({ blob: 'x'.repeat(300 * 1024) });
    await expect(
      client.send(new PutEventsCommand({ Entries: [{ Source: 'inkslot', DetailType: 'a', Detail }] })),
    ).rejects.toMatchObject({ name: 'ValidationException' });
  });

  it('answers TestEventPattern with the same matcher', async () => {
    const Event = JSON.stringify({ source: 'inkslot', detail: { n: 5 } });
    const yes = await client.send(
      new TestEventPatternCommand({ EventPattern: '{"detail":{"n":[{"numeric":[">",1]}]}}', Event }),
    );
    expect(yes.Result).toBe(true);
    await expect(
      client.send(new TestEventPatternCommand({ EventPattern: '{"source":"inkslot"}', Event })),
    ).rejects.toMatchObject({ name: 'InvalidEventPatternException' });
  });

  it('answers an unknown operation with an error', async () => {
    const response = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSEvents.PutRule', 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'UnknownOperationException' });
  });
});
