import * as z from 'zod';

/** The one envelope every domain event travels in, as the EventBridge `detail`. */
const metadataSchema = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  correlationId: z.string().min(1),
});

type EventMetadata = z.infer<typeof metadataSchema>;

export function envelopeSchema<P extends z.ZodType>(payload: P) {
  return z.object({ metadata: metadataSchema, payload });
}

export interface Envelope<P> {
  metadata: EventMetadata;
  payload: P;
}
