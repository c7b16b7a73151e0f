import type { EventBridgeEvent } from 'aws-lambda';
import type * as z from 'zod';
import type { ConsumedType } from '#events/consumers.ts';
import { envelopeSchema } from '#events/envelope.ts';
import { eventRegistry } from '#events/registry.ts';

/**
 * The envelope schema of each counted event: the registry's payload schema, picked to the fields
 * the statistics rules read (metrics-for-event.ts), which is most of the consumer's CPU per event
 * (ADR 0038). Exactly the detail types the `statistics` consumer takes (events/consumers.ts).
 */
const countedEnvelopes = {
  'artist.onboarded': envelopeSchema(eventRegistry['artist.onboarded'].payload.pick({ artistId: true })),
  'request.created': envelopeSchema(
    eventRegistry['request.created'].payload.pick({ artistId: true, flashId: true, slot: true }),
  ),
  'request.accepted': envelopeSchema(
    eventRegistry['request.accepted'].payload
      .pick({ artistId: true, priceCents: true, currency: true, session: true })
      // A project's session counts its minutes (ADR 0093): of the slot, only its length.
      .extend({
        slot: eventRegistry['request.accepted'].payload.shape.slot.pick({ durationMinutes: true }),
      }),
  ),
  'request.refused': envelopeSchema(eventRegistry['request.refused'].payload.pick({ artistId: true })),
  'request.cancelled': envelopeSchema(eventRegistry['request.cancelled'].payload.pick({ artistId: true })),
  'booking.cancelled': envelopeSchema(
    eventRegistry['booking.cancelled'].payload.pick({ artistId: true, priceCents: true, currency: true }),
  ),
  'payment.updated': envelopeSchema(
    eventRegistry['payment.updated'].payload.pick({
      artistId: true,
      currency: true,
      depositCents: true,
      previousState: true,
      paymentState: true,
    }),
  ),
  'slot.moved': envelopeSchema(eventRegistry['slot.moved'].payload.pick({ artistId: true })),
  'message.sent': envelopeSchema(
    eventRegistry['message.sent'].payload.pick({
      artistId: true,
      sender: true,
      sentAt: true,
      respondsToSince: true,
    }),
  ),
} satisfies { [D in ConsumedType<'statistics'>]: z.ZodType };

export type CountedType = keyof typeof countedEnvelopes;

/** A counted event as the statistics read it: its detail type and its counted fields. */
export type CountedEvent<D extends CountedType = CountedType> = {
  [K in D]: { detailType: K; envelope: z.output<(typeof countedEnvelopes)[K]> };
}[D];

/** The counted fields of a detail type's payload. */
export type CountedPayload<D extends CountedType> = CountedEvent<D>['envelope']['payload'];

/** The schemas seen per detail type (what TypeScript needs to keep a detail type and its envelope together). */
const countedParsers: {
  [K in CountedType]: { parse(detail: unknown): CountedEvent<K>['envelope'] };
} = countedEnvelopes;

function isCounted(detailType: string): detailType is CountedType {
  return Object.hasOwn(countedEnvelopes, detailType);
}

function parseCounted<D extends CountedType>(detailType: D, detail: unknown): CountedEvent<D> {
  return { detailType, envelope: countedParsers[detailType].parse(detail) };
}

/**
 * Reads a counted event as EventBridge delivers it, parsing its envelope and only the payload fields
 * the statistics read (with the registry's schemas for them). An invalid one throws: it goes to the
 * dead-letter queue rather than being half-counted.
 */
export function parseCountedEvent(input: EventBridgeEvent<string, unknown>): CountedEvent {
  const detailType = input['detail-type'];
  if (!isCounted(detailType)) throw new Error(`no statistics rule for ${detailType}`);
  return parseCounted(detailType, input.detail);
}
