/**
 * AWS list prices in eu-west-1 (Ireland), USD, on-demand, without free tiers, as the AWS pricing
 * pages state them. One file, dated: update the date with the figures. This machine cannot reach
 * aws.amazon.com, so they were not re-read today; `PRICES_AS_OF` is when they were last checked.
 */
export const PRICES_AS_OF = '2026-11-25';
export const PRICES_REGION = 'eu-west-1';

export const PRICES = {
  lambda: {
    /** Per request. */
    request: 0.2 / 1e6,
    /** Per GB-second, Arm (Graviton), the first 7.5 billion GB-s of a month. */
    gbSecondArm: 0.0000133334,
    gbSecondX86: 0.0000166667,
  },
  /** HTTP API, per request (the first 300 million of a month). */
  apiGatewayHttpRequest: 1.11 / 1e6,
  dynamodb: {
    /** On-demand, per write request unit (a transactional write item counts two). */
    writeUnit: 0.7063 / 1e6,
    readUnit: 0.1413 / 1e6,
  },
  /** EventBridge, per custom event put (64 KB chunks). */
  eventBridgeEvent: 1.0 / 1e6,
  /** EventBridge Pipes, per request (64 KB chunks): the outbox pipe, one per stream record. */
  pipesRequest: 0.4 / 1e6,
  /** DynamoDB Streams read request units the pipe uses (one GetRecords per batch, counted per record here). */
  streamsReadUnit: 0.2283 / 1e6,
  /** SQS standard queue, per request (64 KB chunks). */
  sqsRequest: 0.4 / 1e6,
  /** SES, per outbound email. */
  sesEmail: 0.1 / 1000,
  /** Data Firehose, per GB ingested, each record rounded up to 5 KB. */
  firehoseGb: 0.031,
  cloudfront: {
    /** HTTPS requests from Europe, per request. */
    httpsRequest: 0.012 / 10_000,
    /** Data transfer out to the internet from Europe, per GB (the first 10 TB). */
    transferGb: 0.085,
    /** Invalidation paths past the first 1,000 of a month. */
    invalidationPath: 0.005,
  },
} as const;
