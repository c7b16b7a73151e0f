import { EVENT_VERSIONS } from '#events/event-versions.ts';
import type { DetailType, DomainEvent } from '#events/registry.ts';
import { trustedEnvelope } from './trusted-envelope.ts';

/**
 * Reads an event's detail (the envelope) for a consumer: its version must be one the registry's
 * definition reads, and its payload is trusted, as its schema parsed it when its outbox item was
 * written (validated once, ADR 0102; trusted-envelope.ts). Throws otherwise. Reads the versions
 * only, not the registry's schemas (ADR 0105).
 */
export function parseDomainEvent<D extends DetailType>(detailType: D, detail: unknown): DomainEvent<D> {
  return {
    detailType,
    envelope: trustedEnvelope(detailType, detail, EVENT_VERSIONS[detailType]),
  } as DomainEvent<D>;
}

/** Whether `detailType` is one of `detailTypes` (a consumer's, a handler's), narrowing it. */
export function isOneOf<L extends readonly DetailType[]>(
  detailTypes: L,
  detailType: string,
): detailType is L[number] {
  return detailTypes.some((known) => known === detailType);
}
