import { z } from 'zod';
import { LOCALES } from '../shared/i18n/locales.ts';
import { defineEvent } from './define-event.ts';

/**
 * The event registry: every domain event of the product. Publishers, CDK rules, the local bus and
 * consumers all derive from it, and `events/CATALOG.md` is generated from it (`npm run catalog`).
 */
export const artistOnboarded = defineEvent({
  detailType: 'artist.onboarded',
  version: 1,
  description:
    'An artist finished the first onboarding step: the pseudo is claimed and the public page exists.',
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    displayName: z.string().min(1),
    email: z.email(),
    locale: z.enum(LOCALES),
  }),
});

export const eventRegistry = {
  [artistOnboarded.detailType]: artistOnboarded,
} as const;

export type DetailType = keyof typeof eventRegistry;
export const DETAIL_TYPES = Object.keys(eventRegistry) as DetailType[];

export function eventDefinition(detailType: string) {
  return (eventRegistry as Record<string, (typeof eventRegistry)[DetailType] | undefined>)[detailType];
}
