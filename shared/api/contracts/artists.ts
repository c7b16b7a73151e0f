import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { displayNameField, pseudoField } from '../../validation/fields.ts';

export const pseudoParams = z.object({ pseudo: pseudoField });

/** What anyone may see of an artist at `/{pseudo}`. */
export const publicProfile = z.object({
  pseudo: z.string(),
  displayName: z.string(),
  bio: z.string().optional(),
  plan: z.enum(['free', 'pro']),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const pseudoAvailability = z.object({ pseudo: z.string(), available: z.boolean() });

/** The signed-in artist's own account. */
export const myArtist = z.object({
  artistId: z.string(),
  email: z.string(),
  pseudo: z.string(),
  displayName: z.string(),
  bio: z.string().optional(),
  locale: z.enum(LOCALES),
  timezone: z.string(),
  plan: z.enum(['free', 'pro']),
  planStatus: z.enum(['active', 'inactive']),
});
export type MyArtist = z.infer<typeof myArtist>;

export const onboardingStart = z.object({
  pseudo: pseudoField,
  displayName: displayNameField,
  locale: z.enum(LOCALES).optional(),
  timezone: z.string().max(64).optional(),
});
export type OnboardingStart = z.input<typeof onboardingStart>;
