import { randomUUID } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import {
  awsEventConsumers,
  awsEventPattern,
  type ConsumerDefinition,
  consumerDefinitions,
  consumerPattern,
  schedules,
} from '#events/consumers.ts';
import { localDelivery } from '#events/delivery-policy.ts';
import { startBusServer } from './bus-server.ts';
import { consumerQueue, type LocalDeliveryTimings, scheduleQueue } from './consumer-queues.ts';
import { type BusRule, EventBus } from './event-bus.ts';
import { createHandlerLoader, type HandlerLoader, handlerExists, invokeHandler } from './lambda-invoke.ts';
import type { LocalQueue, QueueStats } from './local-queue.ts';
import { OutboxPoller } from './outbox-poller.ts';
import { createPlaneLog } from './plane-log.ts';
import { type BusEvent, LOCAL_ACCOUNT } from './put-events.ts';
import { loadQueues, saveQueues } from './queue-store.ts';
import { type ScheduleDefinition, Scheduler, scheduledEvent } from './scheduler.ts';
import { CheckpointStore } from './stream-checkpoint.ts';
import { waitFor } from './wait.ts';

export interface EventPlaneOptions {
  /** Port of the EventBridge endpoint; 0 picks a free one. */
  port: number;
  region: string;
  dynamoEndpoint: string;
  tableName: string;
  busName: string;
  /** Root of the analytics archive: `<analyticsDir>/<yyyy>/<mm>/<dd>/events.ndjson`. */
  analyticsDir: string;
  quiet?: boolean;
  now?: () => Date;
  /** Where the stream checkpoint and queued messages survive a restart; default `<analyticsDir>/../event-plane`. */
  stateDir?: string;
  checkpointFile?: string;
  /** For tests: another consumers table (default: events/consumers.ts). */
  consumers?: readonly ConsumerDefinition[];
  /** For tests: other schedules (default: events/consumers.ts). */
  schedules?: readonly ScheduleDefinition[];
  /** For tests: resolves a consumer's `handler` string (default: import the repository module). */
  loadHandler?: HandlerLoader;
  /** For tests: shorter retry timings than events/delivery-policy.ts `localDelivery`. */
  delivery?: {
    queue?: Partial<LocalDeliveryTimings['queue']>;
    asyncInvoke?: Partial<LocalDeliveryTimings['asyncInvoke']>;
    handlerTimeoutMs?: number;
  };
  pollIntervalMs?: number;
  drainTimeoutMs?: number;
  /** Fire schedules on their own (default true); `runSchedule` works either way. */
  runScheduler?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface EventPlane {
  /** The EventBridge endpoint: `http://127.0.0.1:<port>`. */
  endpoint: string;
  stop(): Promise<void>;
  /**
   * Resolves once every event published so far (outbox items already in the stream included) has
   * been delivered to every target, retries included, or dead-lettered; rejects after the timeout.
   * A paused poller is not waited for.
   */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops reading the stream; the promise resolves once no read or publication is under way. */
  pausePoller(): Promise<void>;
  resumePoller(): void;
  /** Calls a schedule's handler now with its Scheduled Event (no retries; a failure rejects). */
  runSchedule(name: string, at?: Date): Promise<void>;
  queues: {
    names(): string[];
    stats(name: string): QueueStats;
    deadLetters(name: string): BusEvent[];
  };
  /**
   * An AWS service's own event on the default bus (SES's bounce or complaint), as the service puts it
   * from inside AWS: PutEvents refuses `aws.*` sources to callers, as EventBridge does.
   */
  putServiceEvent(event: { source: string; detailType: string; detail: Record<string, unknown> }): void;
  /** Events published by the poller and accepted by the bus since start. */
  counters(): { published: number; accepted: number };
}

/** The bus's rules: each consumer's pattern on the product's bus, the AWS services' on the default one. */
function busRules(
  busName: string,
  consumerList: readonly ConsumerDefinition[],
  awsList: readonly (typeof awsEventConsumers)[number][],
  queues: Map<string, LocalQueue<BusEvent>>,
): BusRule[] {
  return [
    ...consumerList.map((consumer) => ({
      name: `inkslot-${consumer.name}`,
      busName,
      pattern: consumerPattern(consumer),
      deliver: (event: BusEvent) => queues.get(consumer.name)?.send(event),
    })),
    ...awsList.map((consumer) => ({
      name: `inkslot-${consumer.name}`,
      busName: 'default',
      pattern: awsEventPattern(consumer),
      deliver: (event: BusEvent) => queues.get(consumer.name)?.send(event),
    })),
  ];
}

/** Says which handlers the definitions name that are not written yet (their events wait). */
function warnMissingHandlers(
  handlers: { name: string; handler?: string }[],
  log: { warn(message: string): void },
) {
  for (const { name, handler } of handlers) {
    if (handler && !handlerExists(handler))
      log.warn(`${name}: ${handler} does not exist yet; its events will wait`);
  }
}

/**
 * The local event plane: the EventBridge bus (PutEvents), its rules and targets built from
 * events/consumers.ts, the outbox poller standing in for the pipe, and the scheduler.
 */
export async function startEventPlane(options: EventPlaneOptions): Promise<EventPlane> {
  const log = createPlaneLog(options.quiet ?? false);
  const now = options.now ?? (() => new Date());
  const consumerList = options.consumers ?? consumerDefinitions;
  const scheduleList = options.schedules ?? schedules;
  const loadHandler = options.loadHandler ?? createHandlerLoader();
  const stateDir = options.stateDir ?? join(dirname(resolve(options.analyticsDir)), 'event-plane');
  const queuesFile = join(stateDir, 'queues.json');
  const delivery: LocalDeliveryTimings = {
    queue: { ...localDelivery.queue, ...options.delivery?.queue },
    asyncInvoke: { ...localDelivery.asyncInvoke, ...options.delivery?.asyncInvoke },
    handlerTimeoutMs: options.delivery?.handlerTimeoutMs ?? localDelivery.handlerTimeoutMs,
  };
  const context = { region: options.region, analyticsDir: options.analyticsDir, loadHandler, delivery, log };

  const queues = new Map<string, LocalQueue<BusEvent>>();
  for (const consumer of consumerList) addQueue(queues, consumer.name, consumerQueue(consumer, context));
  for (const schedule of scheduleList) addQueue(queues, schedule.name, scheduleQueue(schedule, context));
  // AWS services' own events on the default bus (SES feedback), invoked like a `function` consumer.
  const awsList = options.consumers ? [] : awsEventConsumers;
  for (const consumer of awsList) {
    const asConsumer = { ...consumer, delivery: 'function', detailTypes: [] } as ConsumerDefinition;
    addQueue(queues, consumer.name, consumerQueue(asConsumer, context));
  }
  if (!options.loadHandler) warnMissingHandlers([...consumerList, ...scheduleList], log);
  await loadQueues(queuesFile, queues);

  const rules = busRules(options.busName, consumerList, awsList, queues);
  const bus = new EventBus(options.busName, rules);
  const server = await startBusServer({ port: options.port, bus, region: options.region, now });
  const credentials = options.credentials ?? {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  };
  const aws = { region: options.region, credentials };
  const dynamo = new DynamoDBClient({ ...aws, endpoint: options.dynamoEndpoint });
  const streams = new DynamoDBStreamsClient({ ...aws, endpoint: options.dynamoEndpoint });
  const eventBridge = new EventBridgeClient({ ...aws, endpoint: server.endpoint });
  const checkpoints = new CheckpointStore(options.checkpointFile ?? join(stateDir, 'stream-checkpoint.json'));
  await checkpoints.load();
  const poller = new OutboxPoller({
    dynamo,
    streams,
    eventBridge,
    tableName: options.tableName,
    busName: options.busName,
    checkpoints,
    pollIntervalMs: options.pollIntervalMs ?? 100,
    log,
  });
  const scheduler = new Scheduler(scheduleList, {
    now,
    fire: (schedule, at) =>
      queues.get(schedule.name)?.send(scheduledEvent(schedule.name, at, options.region)),
  });

  for (const queue of queues.values()) queue.start();
  poller.start();
  if (options.runScheduler ?? true) scheduler.start();
  log.info(
    `bus ${options.busName} on ${server.endpoint}; rules: ${consumerList.map((c) => c.name).join(', ')}`,
  );

  const queue = (name: string) => {
    const found = queues.get(name);
    if (!found) throw new Error(`no queue named ${name}; known: ${[...queues.keys()].join(', ')}`);
    return found;
  };
  const idle = () => [...queues.values()].every((q) => q.isIdle());
  const pending = () =>
    [...queues.values()]
      .filter((q) => !q.isIdle())
      .map((q) => `${q.name} ${JSON.stringify(q.stats())}`)
      .join(', ');

  let stopping: Promise<void> | undefined;
  return {
    endpoint: server.endpoint,
    stop: () => {
      stopping ??= (async () => {
        scheduler.stop();
        await poller.stop();
        await Promise.all([...queues.values()].map((q) => q.stop()));
        await saveQueues(queuesFile, queues);
        for (const client of [dynamo, streams, eventBridge]) client.destroy();
        await server.close();
      })();
      return stopping;
    },
    drain: async (timeoutMs = options.drainTimeoutMs ?? 30_000) => {
      const deadline = Date.now() + timeoutMs;
      const left = () => Math.max(0, deadline - Date.now());
      for (;;) {
        await poller.caughtUp(left());
        await waitFor(idle, left(), () => `deliveries to finish: ${pending()}`);
        // A consumer may have written new outbox items (or put events) while it ran.
        const accepted = bus.accepted;
        await poller.caughtUp(left());
        if (bus.accepted === accepted && idle()) return;
      }
    },
    putServiceEvent: ({ source, detailType, detail }) => {
      bus.accepted += 1;
      bus.route('default', {
        version: '0',
        id: randomUUID(),
        'detail-type': detailType,
        source,
        account: LOCAL_ACCOUNT,
        time: now().toISOString(),
        region: options.region,
        resources: [],
        detail,
      });
    },
    pausePoller: () => poller.pause(),
    resumePoller: () => poller.resume(),
    runSchedule: async (name, at = now()) => {
      const schedule = scheduleList.find((s) => s.name === name);
      if (!schedule) throw new Error(`no schedule named ${name}`);
      await invokeHandler(await loadHandler(schedule.handler), scheduledEvent(name, at, options.region), {
        functionName: `inkslot-${name}`,
        region: options.region,
        timeoutMs: delivery.handlerTimeoutMs,
      });
    },
    queues: {
      names: () => [...queues.keys()],
      stats: (name) => queue(name).stats(),
      deadLetters: (name) =>
        queue(name)
          .deadLetters()
          .map((message) => message.body),
    },
    counters: () => ({ published: poller.published, accepted: bus.accepted }),
  };
}

function addQueue(queues: Map<string, LocalQueue<BusEvent>>, name: string, queue: LocalQueue<BusEvent>) {
  if (queues.has(name)) throw new Error(`two consumers or schedules are named ${name}`);
  queues.set(name, queue);
}
