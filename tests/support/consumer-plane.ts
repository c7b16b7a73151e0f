import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll } from 'vitest';
import { localDelivery } from '#events/delivery-policy.ts';
import type { OutboxItem } from '#events/outbox.ts';
import { type EventPlane, startEventPlane } from '#scripts/local-cloud/events/start-event-plane.ts';
import { createDb, type Db } from '#shared/db/service.ts';
import { createTableInput } from '#shared/db/table.ts';
import { applyCloudEnv } from './cloud-env.ts';
import { type SesProxy, startSesProxy } from './ses-proxy.ts';

/**
 * The local event plane's delivery timings divided by this factor: one simulated second of the
 * local retry schedule (events/delivery-policy.ts `localDelivery`) lasts one real millisecond.
 */
const TIME_SCALE = 1000;

export interface ConsumerPlane {
  db: Db;
  tableName: string;
  /** The plane running the product's consumers and schedules (events/consumers.ts) over `tableName`. */
  plane: EventPlane;
  /** The SES stand-in, behind a proxy that can fail like an outage. */
  ses: SesProxy;
  /** Puts events on this plane's bus as the outbox relay would (duplicates included), 10 per call. */
  publish(events: readonly Pick<OutboxItem, 'detailType' | 'detail'>[]): Promise<void>;
  /** Stops the whole plane (poller, queues, bus); `start` starts it again from its saved state. */
  restart(between?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real consumers (email through its queue, statistics, the digest schedule) on a plane of
 * their own, against the local cloud's real DynamoDB Local (a table of their own) and its real SES
 * stand-in (through `ses`), with the delivery timings scaled down by `TIME_SCALE`. The handlers run
 * in this test process with the local cloud's environment; the shared plane never sees these events.
 * One SDK attempt per call (`AWS_MAX_ATTEMPTS=1`): each receive of a message makes one SES call.
 */
async function startConsumerPlane(name: string): Promise<ConsumerPlane> {
  const cloud = applyCloudEnv();
  const tableName = `inkslot-${name}-${randomUUID().slice(0, 8)}`;
  const busName = `inkslot-${name}-bus`;
  const ses = await startSesProxy(cloud.urls.ses);
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    EVENT_BUS_NAME: busName,
    AWS_ENDPOINT_URL_SESV2: ses.url,
    AWS_MAX_ATTEMPTS: '1',
    // The handlers log each retried failure; the counts below say what happened.
    LOG_LEVEL: process.env.LOCAL_CLOUD_LOGS ? 'INFO' : 'SILENT',
  });
  const region = cloud.env.AWS_REGION ?? 'eu-west-3';
  const credentials = {
    accessKeyId: cloud.env.AWS_ACCESS_KEY_ID ?? 'local',
    secretAccessKey: cloud.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  };
  const dynamo = new DynamoDBClient({ endpoint: cloud.urls.dynamodb, region, credentials });
  await dynamo.send(new CreateTableCommand(createTableInput(tableName)));
  const db = createDb({ tableName, client: dynamo });
  const dir = await mkdtemp(join(tmpdir(), `${name}-`));

  const start = () =>
    startEventPlane({
      port: 0,
      region,
      dynamoEndpoint: cloud.urls.dynamodb,
      tableName,
      busName,
      analyticsDir: join(dir, 'events'),
      stateDir: join(dir, 'state'),
      quiet: true,
      credentials,
      runScheduler: false,
      delivery: {
        queue: {
          firstRetryDelayMs: localDelivery.queue.firstRetryDelayMs / TIME_SCALE,
          maxRetryDelayMs: localDelivery.queue.maxRetryDelayMs / TIME_SCALE,
        },
        asyncInvoke: {
          firstRetryDelayMs: localDelivery.asyncInvoke.firstRetryDelayMs / TIME_SCALE,
          maxRetryDelayMs: localDelivery.asyncInvoke.maxRetryDelayMs / TIME_SCALE,
        },
      },
      pollIntervalMs: 20,
      drainTimeoutMs: 120_000,
    });

  let plane = await start();
  let bus = new EventBridgeClient({ endpoint: plane.endpoint, region, credentials });
  const harness: ConsumerPlane = {
    db,
    tableName,
    get plane() {
      return plane;
    },
    ses,
    publish: async (events) => {
      for (let i = 0; i < events.length; i += 10) {
        const result = await bus.send(
          new PutEventsCommand({
            Entries: events.slice(i, i + 10).map((event) => ({
              EventBusName: busName,
              Source: 'inkslot',
              DetailType: event.detailType,
              Detail: event.detail,
            })),
          }),
        );
        if (result.FailedEntryCount) throw new Error(`PutEvents refused ${result.FailedEntryCount} entries`);
      }
    },
    restart: async (between) => {
      await plane.stop();
      bus.destroy();
      await between?.();
      plane = await start();
      bus = new EventBridgeClient({ endpoint: plane.endpoint, region, credentials });
    },
    stop: async () => {
      await plane.stop();
      bus.destroy();
      await ses.stop();
      await dynamo.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
      dynamo.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * The plane of one test file: started before its tests and stopped after them (`startConsumerPlane`).
 * The handle reads the started plane, so a file keeps it in a `const` at its top.
 */
export function consumerPlaneOfFile(name: string): ConsumerPlane {
  let current: ConsumerPlane | undefined;
  beforeAll(async () => {
    current = await startConsumerPlane(name);
  });
  afterAll(async () => {
    await current?.stop();
  });
  const started = () => {
    if (!current) throw new Error(`the consumer plane ${name} is not started (read it inside a test)`);
    return current;
  };
  return {
    get db() {
      return started().db;
    },
    get tableName() {
      return started().tableName;
    },
    get plane() {
      return started().plane;
    },
    get ses() {
      return started().ses;
    },
    publish: (events) => started().publish(events),
    restart: (between) => started().restart(between),
    stop: () => started().stop(),
  };
}
