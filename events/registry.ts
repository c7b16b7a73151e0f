import { artistOnboarded } from './definitions/onboarding.ts';

export { artistOnboarded };

/**
 * The event registry: every domain event of the product. Each feature defines its events in
 * `events/definitions/<feature>.ts` and lists them here. Publishers, CDK rules, the local bus and
 * consumers all derive from it, and `events/CATALOG.md` is generated from it (`npm run catalog`).
 */
export const EVENT_DEFINITIONS = [artistOnboarded] as const;

type Definition = (typeof EVENT_DEFINITIONS)[number];
export const eventRegistry = Object.fromEntries(EVENT_DEFINITIONS.map((d) => [d.detailType, d])) as {
  [D in Definition as D['detailType']]: D;
};
export type DetailType = keyof typeof eventRegistry;
export const DETAIL_TYPES = Object.keys(eventRegistry) as DetailType[];

export function eventDefinition(detailType: string) {
  return (eventRegistry as Record<string, (typeof eventRegistry)[DetailType] | undefined>)[detailType];
}
