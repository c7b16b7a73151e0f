import * as z from 'zod';
import { canonicalTimeZone } from '#shared/domain/artist-profile.ts';
import { CURRENCIES, HOUR_FORMATS, THEMES, UNITS } from '#shared/domain/preferences.ts';
import { COUNTRIES, STYLE_CATEGORIES } from '#shared/domain/profile-rules.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { displayNameField } from '#shared/validation/fields.ts';
import { bioField, linksField, residencyField, stylesField } from '#shared/validation/profile-fields.ts';
import { imageId, publicImage } from './images.ts';

export const link = z.object({ title: z.string(), url: z.string() });
export type ProfileLink = z.infer<typeof link>;

export const residency = z.object({
  shopName: z.string().optional(),
  city: z.string(),
  country: z.enum(COUNTRIES),
});
export type Residency = z.infer<typeof residency>;

/** An image the profile points at, with its public variants once it is ready. */
const profileImageRef = z.object({ imageId: z.string(), image: publicImage.optional() });

/** The profile editor's data (`GET /me/profile`). */
export const myProfile = z.object({
  displayName: z.string(),
  bio: z.string().optional(),
  avatar: profileImageRef.optional(),
  banner: profileImageRef.optional(),
  residency: residency.optional(),
  links: z.array(link),
  styles: z.array(z.enum(STYLE_CATEGORIES)),
});
export type MyProfile = z.infer<typeof myProfile>;

/**
 * `PUT /me/profile`: the whole profile. An empty bio, a null (or absent) picture, banner or
 * residency removes it; images must be the artist's own ready avatar and banner images.
 */
export const profileUpdate = z.object({
  displayName: displayNameField,
  bio: bioField.optional(),
  avatarImageId: imageId.nullable().optional(),
  bannerImageId: imageId.nullable().optional(),
  residency: residencyField.nullable().optional(),
  links: linksField.default([]),
  styles: stylesField.default([]),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

const timezoneField = z
  .string({ error: 'validation.profile.timezoneInvalid' })
  .trim()
  .max(64, { error: 'validation.profile.timezoneInvalid' })
  .refine((zone) => canonicalTimeZone(zone) !== undefined, { error: 'validation.profile.timezoneInvalid' })
  .transform((zone) => canonicalTimeZone(zone) ?? zone);

/** `PATCH /me/preferences`: any of the preferences; at least one. */
export const preferencesUpdate = z
  .object({
    locale: z.enum(LOCALES, { error: 'validation.invalidValue' }),
    timezone: timezoneField,
    unit: z.enum(UNITS, { error: 'validation.invalidValue' }),
    currency: z.enum(CURRENCIES, { error: 'validation.invalidValue' }),
    hourFormat: z.enum(HOUR_FORMATS, { error: 'validation.invalidValue' }),
    theme: z.enum(THEMES, { error: 'validation.invalidValue' }),
  })
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'validation.profile.nothingToUpdate',
  });
export type PreferencesUpdate = z.input<typeof preferencesUpdate>;

/** `PATCH /me/features`: switch some optional parts on or off (issue 13, `/app/settings/features`). */
export const featuresUpdate = z
  .object({
    requestShortcuts: z.boolean({ error: 'validation.invalidValue' }),
    publicTravels: z.boolean({ error: 'validation.invalidValue' }),
    publicWorks: z.boolean({ error: 'validation.invalidValue' }),
    clientMessages: z.boolean({ error: 'validation.invalidValue' }),
  })
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'validation.profile.nothingToUpdate',
  });
export type FeaturesUpdate = z.input<typeof featuresUpdate>;
