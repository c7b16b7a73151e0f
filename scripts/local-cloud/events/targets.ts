import { createHash, randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { type InvokeOptions, invokeHandler, type LambdaHandler } from './lambda-invoke.ts';
import type { QueuedMessage } from './local-queue.ts';
import { type BusEvent, LOCAL_ACCOUNT } from './put-events.ts';

/**
 * What each kind of rule target does with the messages of its local queue (see local-queue.ts):
 * the queue gives at-least-once delivery, retries and a dead-letter list; these give the shapes.
 */
export type BatchProcessor<T> = (batch: readonly QueuedMessage<T>[]) => Promise<readonly string[]>;

/** EventBridge rule -> SQS queue -> Lambda event source mapping with ReportBatchItemFailures. */
export function sqsTarget(
  options: InvokeOptions & { queueName: string; loadHandler: () => Promise<LambdaHandler> },
): BatchProcessor<BusEvent> {
  const queueArn = `arn:aws:sqs:${options.region}:${LOCAL_ACCOUNT}:${options.queueName}`;
  return async (batch) => {
    const event: SQSEvent = { Records: batch.map((message) => sqsRecord(message, queueArn, options.region)) };
    const response = await invokeHandler(await options.loadHandler(), event, options);
    return failedItems(response, batch);
  };
}

function sqsRecord(message: QueuedMessage<BusEvent>, queueArn: string, region: string): SQSRecord {
  // EventBridge sends the whole event as the message body.
  const body = JSON.stringify(message.body);
  return {
    messageId: message.id,
    receiptHandle: randomUUID(),
    body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'AIDAEVENTBRIDGELOCAL',
      ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? Date.now()),
    },
    messageAttributes: {},
    md5OfBody: createHash('md5').update(body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/**
 * Lambda's reading of a partial batch response: no response or no `batchItemFailures` is a full
 * success; an item identifier that is missing, empty or not in the batch fails the whole batch.
 */
export function failedItems(response: unknown, batch: readonly { id: string }[]): string[] {
  const failures = (response as { batchItemFailures?: unknown } | null | undefined)?.batchItemFailures;
  if (failures === undefined || failures === null) return [];
  const all = batch.map((message) => message.id);
  if (!Array.isArray(failures)) return all;
  const ids = new Set(all);
  const failed: string[] = [];
  for (const failure of failures) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !ids.has(id)) return all;
    failed.push(id);
  }
  return failed;
}

/** Asynchronous Lambda invocation (a `function` consumer, or a schedule): one event per call. */
export function asyncInvokeTarget<T>(
  options: InvokeOptions & { loadHandler: () => Promise<LambdaHandler> },
): BatchProcessor<T> {
  return async (batch) => {
    for (const message of batch) await invokeHandler(await options.loadHandler(), message.body, options);
    return [];
  };
}

/** The analytics sink: one JSON line per event in `<dir>/<yyyy>/<mm>/<dd>/events.ndjson` (event time, UTC). */
export function archiveTarget(directory: string): BatchProcessor<BusEvent> {
  return async (batch) => {
    const files = new Map<string, string>();
    for (const { body } of batch) {
      const file = archiveFile(directory, body);
      files.set(file, `${files.get(file) ?? ''}${JSON.stringify(body)}\n`);
    }
    for (const [file, lines] of files) {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, lines);
    }
    return [];
  };
}

export function archiveFile(directory: string, event: Pick<BusEvent, 'time'>) {
  const [date] = new Date(event.time).toISOString().split('T') as [string];
  const [yyyy, mm, dd] = date.split('-') as [string, string, string];
  return join(directory, yyyy, mm, dd, 'events.ndjson');
}
