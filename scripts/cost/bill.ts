import { DEFAULT_FUNCTION_MEMORY_MB } from '#infra/constructs/app-function.ts';
import { PRICES } from './prices-eu-west-1.ts';
import type { Usage } from './usage.ts';

export interface BillLine {
  service: string;
  units: string;
  usd: number;
}

/** Every function the run meets is Arm with the default memory (the share cards and uploads are not met). */
const GB = DEFAULT_FUNCTION_MEMORY_MB / 1024;
/** What Firehose bills a record: at least 5 KB. */
const FIREHOSE_RECORD_GB = 5 / 1024 / 1024;

/**
 * The bill of a usage, line by line, scaled by `scale` (the run's requests to the 1,000 the figure
 * is for). Outbox records are the pipe's requests and its stream reads; the relay function the pipe
 * calls runs once per record here (its own duration is not measured locally: billed at 10 ms).
 */
export function bill(usage: Usage, scale: number): BillLine[] {
  const lines: BillLine[] = [];
  const add = (service: string, units: number, unit: string, usd: number) =>
    lines.push({ service, units: `${round(units * scale)} ${unit}`, usd: usd * scale });
  const functions = Object.entries(usage.functions);
  const invocations = functions.reduce((sum, [, f]) => sum + f.invocations, 0) + usage.outboxRecords;
  const gbSeconds =
    ((functions.reduce((sum, [, f]) => sum + f.billedMs, 0) + usage.outboxRecords * 10) / 1000) * GB;
  add('Lambda requests', invocations, 'invocations', invocations * PRICES.lambda.request);
  add('Lambda duration', gbSeconds, 'GB-s', gbSeconds * PRICES.lambda.gbSecondArm);
  add(
    'API Gateway (HTTP API)',
    usage.apiRequests,
    'requests',
    usage.apiRequests * PRICES.apiGatewayHttpRequest,
  );
  add('DynamoDB writes', usage.writeUnits, 'WRU', usage.writeUnits * PRICES.dynamodb.writeUnit);
  add('DynamoDB reads', usage.readUnits, 'RRU', usage.readUnits * PRICES.dynamodb.readUnit);
  add('EventBridge events', usage.busEvents, 'events', usage.busEvents * PRICES.eventBridgeEvent);
  add(
    'EventBridge Pipes (outbox)',
    usage.outboxRecords,
    'records',
    usage.outboxRecords * (PRICES.pipesRequest + PRICES.streamsReadUnit),
  );
  add('SQS', usage.queueRequests, 'requests', usage.queueRequests * PRICES.sqsRequest);
  add('SES', usage.emails, 'emails', usage.emails * PRICES.sesEmail);
  add(
    'Data Firehose (archive)',
    usage.archivedRecords,
    'records',
    usage.archivedRecords * FIREHOSE_RECORD_GB * PRICES.firehoseGb,
  );
  add(
    'CloudFront requests',
    usage.edgeRequests,
    'requests',
    usage.edgeRequests * PRICES.cloudfront.httpsRequest,
  );
  const gbOut = usage.edgeBytes / 1024 ** 3;
  add('CloudFront transfer out', gbOut, 'GB', gbOut * PRICES.cloudfront.transferGb);
  add(
    'CloudFront invalidations',
    usage.invalidationPaths,
    'paths',
    usage.invalidationPaths * PRICES.cloudfront.invalidationPath,
  );
  return lines;
}

export const total = (lines: BillLine[]) => lines.reduce((sum, line) => sum + line.usd, 0);

function round(value: number) {
  return value >= 100 ? Math.round(value) : Number(value.toPrecision(3));
}
