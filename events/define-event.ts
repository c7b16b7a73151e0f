import type { z } from 'zod';
import { type Envelope, envelopeSchema } from './envelope.ts';

/** The EventBridge source of every Inkslot domain event. */
export const EVENT_SOURCE = 'inkslot';

export interface EventDefinition<T extends string = string, P extends z.ZodObject = z.ZodObject> {
  /** Past tense, dot-cased: `request.accepted`. */
  detailType: T;
  /** The current schema version; schemas only grow by optional fields. */
  version: number;
  description: string;
  payload: P;
}

export function defineEvent<T extends string, P extends z.ZodObject>(def: EventDefinition<T, P>) {
  return { ...def, source: EVENT_SOURCE, envelope: envelopeSchema(def.payload) } as const;
}

export type EventPayload<E extends { payload: z.ZodType }> = z.infer<E['payload']>;
export type EventEnvelope<E extends { payload: z.ZodType }> = Envelope<EventPayload<E>>;
