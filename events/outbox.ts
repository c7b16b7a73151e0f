import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventDefinition } from './define-event.ts';
import { EVENT_SOURCE } from './define-event.ts';

const OUTBOX_RETENTION_SECONDS = 7 * 24 * 60 * 60;

export interface OutboxItem {
  eventId: string;
  source: string;
  detailType: string;
  detail: string;
  occurredAt: string;
  expiresAt: number;
}

/**
 * Builds the outbox item of one domain event. The payload is parsed by the registry schema first,
 * so an event that does not match its contract can never be written, let alone published.
 */
export function outboxItem<P extends z.ZodObject>(
  definition: EventDefinition<string, P>,
  payload: z.input<P>,
  context: { correlationId: string; now?: Date; id?: string },
): OutboxItem {
  const now = context.now ?? new Date();
  const eventId = context.id ?? randomUUID();
  const occurredAt = now.toISOString();
  const envelope = {
    metadata: { id: eventId, version: definition.version, occurredAt, correlationId: context.correlationId },
    payload: definition.payload.parse(payload),
  };
  return {
    eventId,
    source: EVENT_SOURCE,
    detailType: definition.detailType,
    detail: JSON.stringify(envelope),
    occurredAt,
    expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_RETENTION_SECONDS,
  };
}
