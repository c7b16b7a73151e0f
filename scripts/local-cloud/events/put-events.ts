import { randomUUID } from 'node:crypto';

/** The event as EventBridge hands it to rules and targets. */
export interface BusEvent {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Record<string, unknown>;
}

export const LOCAL_ACCOUNT = '000000000000';
const MAX_ENTRIES = 10;
/** EventBridge's limit on the total size of one PutEvents call. */
const MAX_REQUEST_BYTES = 256 * 1024;

/** An error of the whole call (HTTP 400), in the JSON 1.1 protocol's terms. */
export class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

type PutEventsResultEntry = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

export interface PutEventsOutcome {
  response: { FailedEntryCount: number; Entries: PutEventsResultEntry[] };
  /** The accepted events, each with the bus it was put on. */
  accepted: { busName: string; event: BusEvent }[];
}

export interface PutEventsContext {
  region: string;
  /** Names of the buses that exist (`default` always does). */
  buses: readonly string[];
  now: () => Date;
}

/** Validates a PutEvents request like EventBridge and builds the events it accepts. */
export function putEvents(request: unknown, context: PutEventsContext): PutEventsOutcome {
  const entries = (request as { Entries?: unknown } | null)?.Entries;
  if (!Array.isArray(entries) || entries.length < 1 || entries.length > MAX_ENTRIES) {
    throw new AwsError(
      'ValidationException',
      `1 validation error detected: Value at 'entries' failed to satisfy constraint: Member must have length between 1 and ${MAX_ENTRIES}`,
    );
  }
  if (entries.reduce((total: number, entry) => total + entrySize(entry), 0) > MAX_REQUEST_BYTES) {
    throw new AwsError('ValidationException', 'Total size of the entries in the request is over the limit.');
  }
  const accepted: PutEventsOutcome['accepted'] = [];
  const results = entries.map((entry): PutEventsResultEntry => {
    const built = buildEvent(entry as Record<string, unknown>, context);
    if ('ErrorCode' in built) return built;
    accepted.push(built);
    return { EventId: built.event.id };
  });
  const FailedEntryCount = results.filter((result) => 'ErrorCode' in result).length;
  return { response: { FailedEntryCount, Entries: results }, accepted };
}

function buildEvent(
  entry: Record<string, unknown>,
  context: PutEventsContext,
): { busName: string; event: BusEvent } | { ErrorCode: string; ErrorMessage: string } {
  for (const field of ['Source', 'DetailType', 'Detail'] as const) {
    if (typeof entry[field] !== 'string' || entry[field] === '') {
      return failure(
        'InvalidArgument',
        `Parameter ${field} is not valid. Reason: ${field} is a required argument.`,
      );
    }
  }
  const source = entry.Source as string;
  if (source.startsWith('aws.'))
    return failure('NotAuthorizedForSourceException', 'Not authorized for the source.');
  const detail = parseObject(entry.Detail as string);
  if (!detail) return failure('MalformedDetail', 'Detail is malformed.');
  const resources = entry.Resources ?? [];
  if (!Array.isArray(resources) || !resources.every((resource) => typeof resource === 'string')) {
    return failure('InvalidArgument', 'Parameter Resources is not valid.');
  }
  const busName = busNameOf(entry.EventBusName);
  if (!context.buses.includes(busName)) {
    return failure('ResourceNotFoundException', `Event bus ${busName} does not exist.`);
  }
  const time = typeof entry.Time === 'number' ? new Date(entry.Time * 1000) : context.now();
  return {
    busName,
    event: {
      version: '0',
      id: randomUUID(),
      'detail-type': entry.DetailType as string,
      source,
      account: LOCAL_ACCOUNT,
      time: eventTime(Number.isNaN(time.getTime()) ? context.now() : time),
      region: context.region,
      resources: resources as string[],
      detail,
    },
  };
}

/** A bus name or ARN (`arn:aws:events:<region>:<account>:event-bus/<name>`); absent = `default`. */
function busNameOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'default';
  return value.startsWith('arn:') ? value.slice(value.indexOf('event-bus/') + 'event-bus/'.length) : value;
}

/** EventBridge writes times to the second: `2026-11-21T10:00:00Z`. */
export function eventTime(date: Date) {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The size EventBridge counts for an entry: its strings in UTF-8, 14 bytes for a time. */
function entrySize(entry: unknown): number {
  const e = (entry ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? Buffer.byteLength(value) : 0);
  const resources = Array.isArray(e.Resources) ? e.Resources.reduce((n: number, r) => n + text(r), 0) : 0;
  return 14 + text(e.Source) + text(e.DetailType) + text(e.Detail) + resources;
}

function failure(ErrorCode: string, ErrorMessage: string) {
  return { ErrorCode, ErrorMessage };
}
