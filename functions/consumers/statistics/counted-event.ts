import type { EventBridgeEvent } from 'aws-lambda';
import type { ConsumedType } from '#events/consumers.ts';
import type { EventPayload } from '#events/define-event.ts';
import { requestCreated } from '#events/definitions/booking.ts';
import * as lifecycle from '#events/definitions/lifecycle.ts';
import { messageSent } from '#events/definitions/messages.ts';
import { artistOnboarded } from '#events/definitions/onboarding.ts';
import type { Envelope } from '#events/envelope.ts';
import { trustedEnvelope } from '#events/trusted-envelope.ts';

/**
 * The version each counted detail type is read up to: exactly the detail types the `statistics`
 * consumer takes (events/consumers.ts), each from its own definition's module (ADR 0091).
 */
const countedVersions = {
  'artist.onboarded': artistOnboarded.version,
  'request.created': requestCreated.version,
  'request.accepted': lifecycle.requestAccepted.version,
  'request.refused': lifecycle.requestRefused.version,
  'request.cancelled': lifecycle.requestCancelled.version,
  'booking.cancelled': lifecycle.bookingCancelled.version,
  'payment.updated': lifecycle.paymentUpdated.version,
  'slot.moved': lifecycle.slotMoved.version,
  'message.sent': messageSent.version,
} satisfies { [D in ConsumedType<'statistics'>]: number };

type Accepted = EventPayload<typeof lifecycle.requestAccepted>;

/**
 * The payload fields the statistics rules read (metrics-for-event.ts) per counted detail type. The
 * payload is not parsed again (ADR 0102): the registry's schema parsed it when its outbox item was
 * written, so these are its types, narrowed to what the rules may use.
 */
interface CountedPayloads {
  'artist.onboarded': Pick<EventPayload<typeof artistOnboarded>, 'artistId'>;
  'request.created': Pick<EventPayload<typeof requestCreated>, 'artistId' | 'flashId' | 'slot'>;
  'request.accepted': Pick<Accepted, 'artistId' | 'priceCents' | 'currency' | 'session'> & {
    // A project's session counts its minutes (ADR 0093): of the slot, only its length.
    slot: Pick<Accepted['slot'], 'durationMinutes'>;
  };
  'request.refused': Pick<EventPayload<typeof lifecycle.requestRefused>, 'artistId'>;
  'request.cancelled': Pick<EventPayload<typeof lifecycle.requestCancelled>, 'artistId'>;
  'booking.cancelled': Pick<
    EventPayload<typeof lifecycle.bookingCancelled>,
    'artistId' | 'priceCents' | 'currency'
  >;
  'payment.updated': Pick<
    EventPayload<typeof lifecycle.paymentUpdated>,
    'artistId' | 'currency' | 'depositCents' | 'previousState' | 'paymentState'
  >;
  'slot.moved': Pick<EventPayload<typeof lifecycle.slotMoved>, 'artistId'>;
  'message.sent': Pick<
    EventPayload<typeof messageSent>,
    'artistId' | 'sender' | 'sentAt' | 'respondsToSince'
  >;
}

export type CountedType = keyof typeof countedVersions;

/** A counted event as the statistics read it: its detail type and its envelope. */
export type CountedEvent<D extends CountedType = CountedType> = {
  [K in D]: { detailType: K; envelope: Envelope<CountedPayloads[K]> };
}[D];

/** The counted fields of a detail type's payload. */
export type CountedPayload<D extends CountedType> = CountedPayloads[D];

function isCounted(detailType: string): detailType is CountedType {
  return Object.hasOwn(countedVersions, detailType);
}

/**
 * Reads a counted event as EventBridge delivers it: its detail type must be one the statistics
 * count and its envelope of a version they read (trusted-envelope.ts); its payload is trusted, as
 * validated once, at the outbox. Anything else throws: the event is refused (retried, then the
 * dead-letter queue) rather than counted wrongly.
 */
export function parseCountedEvent(input: EventBridgeEvent<string, unknown>): CountedEvent {
  const detailType = input['detail-type'];
  if (!isCounted(detailType)) throw new Error(`no statistics rule for ${detailType}`);
  return {
    detailType,
    envelope: trustedEnvelope(detailType, input.detail, countedVersions[detailType]),
  } as CountedEvent;
}
