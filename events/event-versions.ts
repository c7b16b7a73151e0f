import { type DetailType, EVENT_DEFINITIONS } from '#events/registry.ts';

/**
 * Each detail type's current version, derived from the registry: what a consumer needs to read an
 * envelope (read-event.ts) and the rules to route it, without the registry's schemas. A function's
 * bundle replaces this module with its values written out (ADR 0105, `infra/lib/event-versions.ts`),
 * so a consumer carries and builds no schema of an event it does not publish.
 */
export const EVENT_VERSIONS = Object.fromEntries(
  EVENT_DEFINITIONS.map((definition) => [definition.detailType, definition.version]),
) as Record<DetailType, number>;

export const DETAIL_TYPES = Object.keys(EVENT_VERSIONS) as DetailType[];
