import type { EventBridgeEvent } from 'aws-lambda';
import type { Envelope } from '../../events/envelope.ts';
import { eventDefinition } from '../../events/registry.ts';

export interface DomainEvent {
  detailType: string;
  envelope: Envelope<Record<string, unknown>>;
}

/**
 * Reads a domain event as EventBridge delivers it (directly, or as the body of an SQS message) and
 * parses its envelope with the registry schema. Unknown detail types and invalid envelopes throw:
 * they go to the dead-letter queue rather than being half-handled.
 */
export function parseBusEvent(input: string | EventBridgeEvent<string, unknown>): DomainEvent {
  const event = typeof input === 'string' ? (JSON.parse(input) as EventBridgeEvent<string, unknown>) : input;
  const definition = eventDefinition(event['detail-type']);
  if (!definition) throw new Error(`unknown event detail-type ${event['detail-type']}`);
  const envelope = definition.envelope.parse(event.detail) as Envelope<Record<string, unknown>>;
  return { detailType: definition.detailType, envelope };
}
