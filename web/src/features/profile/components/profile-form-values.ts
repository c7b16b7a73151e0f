import * as z from 'zod';
import type { MyProfile, ProfileUpdate } from '#shared/api/contracts/profile.ts';
import {
  CITY_MAX,
  type COUNTRIES,
  LINKS_MAX,
  SHOP_NAME_MAX,
  STYLES_MAX,
} from '#shared/domain/profile-rules.ts';
import { displayNameField } from '#shared/validation/fields.ts';
import { bioField, countryField, linkField, styleField } from '#shared/validation/profile-fields.ts';
import type { ImageRef } from '#web/src/components/image-upload/index.ts';

const imageRef = z.object({ imageId: z.string(), image: z.any().optional() });

/**
 * The profile form: the API's rules (shared/validation) on flat fields. The residency is optional as
 * a whole: all three fields empty means none; once one is filled, the city and the country are needed.
 */
export const profileFormSchema = z
  .object({
    displayName: displayNameField,
    bio: bioField,
    avatar: z.array(imageRef),
    banner: z.array(imageRef),
    shopName: z.string().trim().max(SHOP_NAME_MAX, { error: 'validation.profile.shopNameTooLong' }),
    city: z.string().trim().max(CITY_MAX, { error: 'validation.profile.cityTooLong' }),
    country: z.union([z.literal(''), countryField]),
    links: z.array(linkField).max(LINKS_MAX, { error: 'validation.profile.linksTooMany' }),
    styles: z.array(styleField).max(STYLES_MAX, { error: 'validation.profile.stylesTooMany' }),
    /** The onboarding's residence step only: saved as a preference, not in the profile. */
    timezone: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.shopName && !values.city && !values.country) return;
    if (!values.city)
      context.addIssue({ code: 'custom', path: ['city'], message: 'validation.profile.cityRequired' });
    if (!values.country)
      context.addIssue({ code: 'custom', path: ['country'], message: 'validation.profile.countryInvalid' });
  });

export type ProfileFormValues = {
  displayName: string;
  bio: string;
  avatar: ImageRef[];
  banner: ImageRef[];
  shopName: string;
  city: string;
  country: '' | (typeof COUNTRIES)[number];
  links: { title: string; url: string }[];
  styles: string[];
  timezone: string;
};

export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The form's starting values from the saved profile. */
export function profileFormValues(profile: MyProfile): ProfileFormValues {
  return {
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    avatar: profile.avatar ? [profile.avatar] : [],
    banner: profile.banner ? [profile.banner] : [],
    shopName: profile.residency?.shopName ?? '',
    city: profile.residency?.city ?? '',
    country: profile.residency?.country ?? '',
    links: profile.links.map(({ title, url }) => ({ title, url })),
    styles: [...profile.styles],
    timezone: '',
  };
}

/** The `PUT /me/profile` body: the whole profile, what is left empty removed. */
export function profileUpdateBody(values: ProfileFormOutput): ProfileUpdate {
  const hasResidency = Boolean(values.city && values.country);
  return {
    displayName: values.displayName,
    bio: values.bio,
    avatarImageId: values.avatar[0]?.imageId ?? null,
    bannerImageId: values.banner[0]?.imageId ?? null,
    residency:
      hasResidency && values.country
        ? {
            ...(values.shopName && { shopName: values.shopName }),
            city: values.city,
            country: values.country,
          }
        : null,
    links: values.links,
    styles: values.styles,
  };
}

/** Where an API field error goes in this form (`residency.city` → `city`, `avatarImageId` → `avatar`). */
export function formFieldOf(apiPath: string): string | undefined {
  if (apiPath === 'avatarImageId') return 'avatar';
  if (apiPath === 'bannerImageId') return 'banner';
  if (apiPath.startsWith('residency.')) return apiPath.slice('residency.'.length);
  if (/^(displayName|bio|links(\.\d+\.(title|url))?|styles(\.\d+)?)$/.test(apiPath))
    return apiPath.replace(/^styles\.\d+$/, 'styles');
  return undefined;
}
