import type { EventBridgeEvent } from 'aws-lambda';
import type * as z from 'zod';
import { envelopeSchema } from '../../../events/envelope.ts';
import { eventDefinition } from '../../../events/registry.ts';
import type { DomainEvent } from '../../lib/parse-bus-event.ts';
import { countedFields } from './metrics-for-event.ts';

const schemas = new Map<string, z.ZodType>();

/** The envelope schema of a counted event: the registry's payload schema, picked to what the rules read. */
function countedEnvelope(detailType: string): z.ZodType {
  const known = schemas.get(detailType);
  if (known) return known;
  const definition = eventDefinition(detailType);
  const fields = countedFields[detailType];
  if (!definition || !fields) throw new Error(`no statistics rule for ${detailType}`);
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<string, true>;
  const payload = definition.payload as z.ZodObject;
  const schema = envelopeSchema(payload.pick(mask));
  schemas.set(detailType, schema);
  return schema;
}

/**
 * Reads a counted event as EventBridge delivers it, parsing its envelope and only the payload fields
 * the statistics read (with the registry's schemas for them). An invalid one throws: it goes to the
 * dead-letter queue rather than being half-counted.
 */
export function parseCountedEvent(input: EventBridgeEvent<string, unknown>): DomainEvent {
  const detailType = input['detail-type'];
  const envelope = countedEnvelope(detailType).parse(input.detail) as DomainEvent['envelope'];
  return { detailType, envelope };
}
