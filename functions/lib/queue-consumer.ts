import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import {
  type ConsumerNamed,
  consumerNamed,
  type EventsOf,
  type QueueConsumerName,
} from '#events/consumers.ts';
import { logger } from './logger.ts';
import { BUSINESS_METRICS, countMetric } from './metrics.ts';
import { consumerEventParser } from './parse-bus-event.ts';

/**
 * The handler of a consumer fed by its SQS queue (ADR 0076): each record's event, typed by the
 * consumer's detail types, goes to `handle` one record after the other; a record that fails (it
 * cannot be parsed, or `handle` throws) is logged with `failure` and answered as a batch item
 * failure (Powertools batch) and counted as `ConsumerFailures` (ADR 0080), so SQS redelivers only
 * it, then dead-letters it. A batch whose every
 * record fails answers every one, as Lambda reads it, rather than throwing.
 */
export function queueConsumer<N extends QueueConsumerName>(
  name: N,
  handle: (event: EventsOf<ConsumerNamed<N>>) => Promise<unknown>,
  failure: string,
) {
  const parse = consumerEventParser(consumerNamed(name));
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(
      event,
      async (record: SQSRecord) => {
        try {
          await handle(parse(record.body));
        } catch (error) {
          logger.warn(failure, { messageId: record.messageId, error });
          countMetric(BUSINESS_METRICS.consumerFailures);
          throw error;
        }
      },
      // One processor per batch: the local event plane may run two batches at once in one process.
      new BatchProcessor(EventType.SQS),
      { ...(context && { context }), throwOnFullBatchFailure: false, processInParallel: false },
    );
}
