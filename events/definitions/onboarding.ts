import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

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
