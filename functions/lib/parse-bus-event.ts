import type { EventBridgeEvent } from 'aws-lambda';
import {
  type ConsumerNamed,
  consumerNamed,
  type EventsOf,
  type FunctionConsumerName,
} from '#events/consumers.ts';
import { isOneOf, parseDomainEvent } from '#events/read-event.ts';
import type { DetailType, DomainEvent } from '#events/registry.ts';

type BusEvent = Pick<EventBridgeEvent<string, unknown>, 'detail-type' | 'detail'>;

/**
 * Reads a domain event as EventBridge delivers it (directly, or as the body of an SQS message): its
 * detail type must be one of `taken` and its envelope of a version the registry reads; its payload
 * is trusted, validated once at the outbox (ADR 0102). Unknown detail types, versions and malformed
 * envelopes throw: they go to the dead-letter queue rather than being half-handled.
 */
function parseBusEvent<L extends readonly DetailType[]>(
  input: string | BusEvent,
  taken: L,
): DomainEvent<L[number]> {
  const event: BusEvent = typeof input === 'string' ? JSON.parse(input) : input;
  const detailType = event['detail-type'];
  if (!isOneOf(taken, detailType)) throw new Error(`unknown event detail-type ${detailType}`);
  return parseDomainEvent(detailType, event.detail);
}

/** The parser of a consumer's events: those of the detail types its rule routes (events/consumers.ts). */
export function consumerEventParser<C extends { detailTypes: readonly DetailType[] }>(consumer: C) {
  return (input: string | BusEvent): EventsOf<C> =>
    parseBusEvent<C['detailTypes']>(input, consumer.detailTypes);
}

/**
 * The handler of a consumer EventBridge invokes asynchronously: `handle` receives the event typed by
 * the consumer's detail types (ADR 0076); an event it cannot parse rejects (retries, then its DLQ).
 */
export function eventConsumer<N extends FunctionConsumerName, R>(
  name: N,
  handle: (event: EventsOf<ConsumerNamed<N>>) => Promise<R>,
) {
  const parse = consumerEventParser(consumerNamed(name));
  return async (event: EventBridgeEvent<string, unknown>): Promise<R> => handle(parse(event));
}
