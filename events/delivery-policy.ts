/**
 * How events reach their consumers, in numbers. CDK configures the AWS resources with these values
 * and the local event plane (scripts/local-cloud/events) emulates them, so both lose nothing for
 * the same reasons. The unit test beside this file checks the promise of ARCHITECTURE.md section 3:
 * an outage of what the email consumer calls (SES) lasting `OUTAGE_TOLERANCE_SECONDS` loses nothing,
 * in AWS and locally.
 */

/** The outage of a consumer's dependency (SES for email) that must not lose a single event. */
export const OUTAGE_TOLERANCE_SECONDS = 5 * 60;

/** Timeout of the consumer functions (email, statistics, digest). */
export const CONSUMER_TIMEOUT_SECONDS = 30;

/** `queue` consumers (email): EventBridge rule -> SQS queue (+ DLQ) -> Lambda event source mapping. */
export const queueDelivery = {
  /** AWS advises at least 6 x the function timeout for a queue drained by Lambda. */
  visibilityTimeoutSeconds: 6 * CONSUMER_TIMEOUT_SECONDS,
  /**
   * Receives before a message moves to the DLQ. In AWS a failed message comes back after the
   * visibility timeout, so 20 receives cover (20 - 1) x 180 s = 57 min of outage.
   */
  maxReceiveCount: 20,
  /** The SQS maximum (14 days), for the queue and its DLQ alike. */
  retentionPeriodSeconds: 14 * 24 * 60 * 60,
  batchSize: 10,
  maxBatchingWindowSeconds: 1,
  /** The handler answers `batchItemFailures`; only the failed messages come back. */
  reportBatchItemFailures: true,
} as const;

/** `function` consumers (statistics) and schedules (digest): asynchronous Lambda invocation. */
export const asyncInvokeDelivery = {
  /** The Lambda maximum: 1 call + 2 retries (after ~1 min, then ~2 min), then the on-failure DLQ. */
  retryAttempts: 2,
  /** The Lambda maximum (6 h) for an event waiting in the async queue. */
  maxEventAgeSeconds: 6 * 60 * 60,
} as const;

/** Every EventBridge rule target (queue, function, Firehose): the EventBridge maxima, plus a DLQ. */
export const ruleTargetDelivery = {
  retryAttempts: 185,
  maxEventAgeSeconds: 24 * 60 * 60,
} as const;

/**
 * The outbox pipe (table stream -> enrichment -> bus). A failed batch is retried until it succeeds
 * (-1 = no retry or age limit: the stream keeps records 24 h), which keeps the order of a shard and
 * loses nothing; an alarm on the pipe's iterator age shows a stuck shard.
 */
export const outboxPipeDelivery = {
  startingPosition: 'TRIM_HORIZON',
  /** PutEvents takes at most 10 entries. */
  batchSize: 10,
  maximumBatchingWindowSeconds: 0,
  maximumRetryAttempts: -1,
  maximumRecordAgeSeconds: -1,
  onPartialBatchItemFailure: 'AUTOMATIC_BISECT',
} as const;

/**
 * The local event plane runs faster than AWS: a failed delivery comes back after an exponential
 * delay (1 s, 2 s, 4 s, ...) capped at 30 s instead of a fixed visibility timeout, with the same
 * `maxReceiveCount`, so 20 receives cover 1+2+4+8+16 + 14 x 30 = 451 s (> 5 min) of outage.
 * Asynchronous invocations retry after 1 s then 2 s (AWS: about 1 min then 2 min).
 */
export const localDelivery = {
  queue: {
    firstRetryDelayMs: 1_000,
    maxRetryDelayMs: 30_000,
    maxReceiveCount: queueDelivery.maxReceiveCount,
    batchSize: queueDelivery.batchSize,
  },
  asyncInvoke: {
    firstRetryDelayMs: 1_000,
    maxRetryDelayMs: 2_000,
    retryAttempts: asyncInvokeDelivery.retryAttempts,
    maxEventAgeMs: asyncInvokeDelivery.maxEventAgeSeconds * 1000,
  },
  handlerTimeoutMs: CONSUMER_TIMEOUT_SECONDS * 1000,
} as const;

/** The delay before receive number `receiveCount + 1`, after receive `receiveCount` failed. */
export function retryDelayMs(
  receiveCount: number,
  policy: { firstRetryDelayMs: number; maxRetryDelayMs: number },
) {
  const exponent = Math.max(0, receiveCount - 1);
  return Math.min(policy.maxRetryDelayMs, policy.firstRetryDelayMs * 2 ** Math.min(exponent, 30));
}

/** How long a message keeps being retried locally, from its first receive to its last. */
export function localRetryWindowMs(policy: {
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  maxReceiveCount: number;
}) {
  let total = 0;
  for (let receive = 1; receive < policy.maxReceiveCount; receive++) total += retryDelayMs(receive, policy);
  return total;
}
