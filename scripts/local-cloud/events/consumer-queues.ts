import type { ConsumerDefinition } from '#events/consumers.ts';
import { retryDelayMs } from '#events/delivery-policy.ts';
import { meter } from '#scripts/local-cloud/metering/meter.ts';
import type { HandlerLoader } from './lambda-invoke.ts';
import { LocalQueue } from './local-queue.ts';
import { errorText, type PlaneLog } from './plane-log.ts';
import type { BusEvent } from './put-events.ts';
import type { ScheduleDefinition } from './scheduler.ts';
import { archiveTarget, asyncInvokeTarget, type BatchProcessor, sqsTarget } from './targets.ts';

/** The local timings (events/delivery-policy.ts `localDelivery`, shortened by tests). */
export interface LocalDeliveryTimings {
  queue: { firstRetryDelayMs: number; maxRetryDelayMs: number; maxReceiveCount: number; batchSize: number };
  asyncInvoke: {
    firstRetryDelayMs: number;
    maxRetryDelayMs: number;
    retryAttempts: number;
    maxEventAgeMs: number;
  };
  handlerTimeoutMs: number;
}

export interface QueueContext {
  region: string;
  analyticsDir: string;
  loadHandler: HandlerLoader;
  delivery: LocalDeliveryTimings;
  log: PlaneLog;
}

/** The local queue behind one consumer's rule target, shaped by its `delivery`. */
export function consumerQueue(consumer: ConsumerDefinition, context: QueueContext): LocalQueue<BusEvent> {
  const { delivery, region } = context;
  const functionName = `inkslot-${consumer.name}`;
  const handler = () => {
    if (!consumer.handler) throw new Error(`consumer ${consumer.name} has no handler`);
    return context.loadHandler(consumer.handler);
  };
  switch (consumer.delivery) {
    case 'queue':
      return new LocalQueue({
        name: consumer.name,
        batchSize: consumer.batchSize ?? delivery.queue.batchSize,
        // One message per invocation (ADR 0066): Lambda runs several at once, so does the plane.
        ...(consumer.batchSize === 1 && { concurrency: 4 }),
        maxReceiveCount: delivery.queue.maxReceiveCount,
        retryDelayMs: (n) => retryDelayMs(n, delivery.queue),
        process: metered(
          (batch) => batch.length + 2,
          logged(
            consumer.name,
            context,
            sqsTarget({
              queueName: `${functionName}-events`,
              functionName,
              region,
              timeoutMs: delivery.handlerTimeoutMs,
              loadHandler: handler,
            }),
          ),
        ),
        ...deadLetterLog(consumer.name, context),
      });
    case 'function':
      return asyncInvokeQueue(consumer.name, handler, context);
    case 'archive':
      return new LocalQueue({
        name: consumer.name,
        batchSize: 10,
        maxReceiveCount: delivery.queue.maxReceiveCount,
        retryDelayMs: (n) => retryDelayMs(n, delivery.queue),
        process: archived(logged(consumer.name, context, archiveTarget(context.analyticsDir))),
        ...deadLetterLog(consumer.name, context),
      });
  }
}

/** Lambda's asynchronous invocation queue in front of a schedule's handler. */
export function scheduleQueue(schedule: ScheduleDefinition, context: QueueContext): LocalQueue<BusEvent> {
  return asyncInvokeQueue(schedule.name, () => context.loadHandler(schedule.handler), context);
}

function asyncInvokeQueue(name: string, handler: () => ReturnType<HandlerLoader>, context: QueueContext) {
  const { asyncInvoke } = context.delivery;
  return new LocalQueue<BusEvent>({
    name,
    batchSize: 1,
    concurrency: 4,
    maxReceiveCount: 1 + asyncInvoke.retryAttempts,
    maxAgeMs: asyncInvoke.maxEventAgeMs,
    retryDelayMs: (n) => retryDelayMs(n, asyncInvoke),
    process: logged(
      name,
      context,
      asyncInvokeTarget({
        functionName: `inkslot-${name}`,
        region: context.region,
        timeoutMs: context.delivery.handlerTimeoutMs,
        loadHandler: handler,
      }),
    ),
    ...deadLetterLog(name, context),
  });
}

/** SQS requests of a batch (each event's send by the rule, the poller's receive and delete), for the meter. */
function metered(
  requests: (batch: readonly unknown[]) => number,
  process: BatchProcessor<BusEvent>,
): BatchProcessor<BusEvent> {
  return (batch) => {
    meter.queueRequests += requests(batch);
    return process(batch);
  };
}

/** Records the analytics archive (Firehose) takes, for the meter. */
function archived(process: BatchProcessor<BusEvent>): BatchProcessor<BusEvent> {
  return (batch) => {
    meter.archivedRecords += batch.length;
    return process(batch);
  };
}

function logged(
  name: string,
  context: QueueContext,
  process: BatchProcessor<BusEvent>,
): BatchProcessor<BusEvent> {
  return async (batch) => {
    try {
      const failed = await process(batch);
      if (failed.length > 0)
        context.log.warn(`${name}: ${failed.length} of ${batch.length} events failed; retrying`);
      return failed;
    } catch (error) {
      context.log.warn(`${name}: ${errorText(error)}; retrying ${batch.length} events`);
      throw error;
    }
  };
}

function deadLetterLog(name: string, context: QueueContext) {
  return {
    onDeadLetter: (message: { body: BusEvent }, reason: string) =>
      context.log.error(
        `${name}: event ${message.body.id} (${message.body['detail-type']}) dead-lettered: ${reason}`,
      ),
  };
}
