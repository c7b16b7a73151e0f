import type { Envelope } from './envelope.ts';

/**
 * Reads an event's envelope without validating its payload again (issue 33, ADR 0102): every payload
 * was parsed by its registry schema when its outbox item was written (outbox.ts), and only the outbox
 * relay publishes with the source `inkslot`. What a consumer checks is what the outbox cannot
 * promise it: that the detail is an envelope, and that its version is one this code reads. Schemas
 * only grow by optional fields, so versions 1 to `version` read alike; a later one (a producer newer
 * than its consumer) or anything else throws, so the event is refused (retried, then its
 * dead-letter queue and alarm), never half-read.
 */
export function trustedEnvelope<P>(detailType: string, detail: unknown, version: number): Envelope<P> {
  const { metadata, payload } = (detail ?? {}) as { metadata?: Record<string, unknown>; payload?: unknown };
  if (
    typeof metadata?.id !== 'string' ||
    typeof metadata.occurredAt !== 'string' ||
    typeof payload !== 'object' ||
    payload === null
  )
    throw new Error(`${detailType}: not an event envelope`);
  const found = metadata.version;
  if (!Number.isInteger(found) || (found as number) < 1 || (found as number) > version)
    throw new Error(`${detailType} v${String(found)}: this consumer reads versions 1 to ${version}`);
  return detail as Envelope<P>;
}
