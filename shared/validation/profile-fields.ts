import * as z from 'zod';
import {
  ADDRESS_MAX,
  BIO_MAX,
  CITY_MAX,
  COUNTRIES,
  isFullWebUrl,
  LINK_TITLE_MAX,
  LINKS_MAX,
  SHOP_NAME_MAX,
  STYLE_CATEGORIES,
  STYLES_MAX,
  URL_MAX,
} from '#shared/domain/profile-rules.ts';

/**
 * Field rules of the profile and travels, shared by the SPA forms and the API contracts. Messages are
 * i18n keys (`validation.*`).
 */
export const bioField = z.string().trim().max(BIO_MAX, { error: 'validation.profile.bioTooLong' });

const linkTitleField = z
  .string({ error: 'validation.profile.linkTitleRequired' })
  .trim()
  .min(1, { error: 'validation.profile.linkTitleRequired' })
  .max(LINK_TITLE_MAX, { error: 'validation.profile.linkTitleTooLong' });

/** A full URL (`https://…`): `www.x.com` or `javascript:…` are refused with the spec's message. */
const linkUrlField = z
  .string({ error: 'validation.profile.linkUrlRequired' })
  .trim()
  .min(1, { error: 'validation.profile.linkUrlRequired' })
  .max(URL_MAX, { error: 'validation.profile.linkUrlInvalid' })
  .refine(isFullWebUrl, { error: 'validation.profile.linkUrlInvalid' });

export const linkField = z.object({ title: linkTitleField, url: linkUrlField });
export const linksField = z.array(linkField).max(LINKS_MAX, { error: 'validation.profile.linksTooMany' });

export const styleField = z.enum(STYLE_CATEGORIES, { error: 'validation.invalidValue' });
export const stylesField = z
  .array(styleField)
  .max(STYLES_MAX, { error: 'validation.profile.stylesTooMany' })
  .transform((styles) => [...new Set(styles)]);

export const countryField = z.enum(COUNTRIES, { error: 'validation.profile.countryInvalid' });

export const shopNameField = z
  .string({ error: 'validation.profile.shopNameRequired' })
  .trim()
  .min(1, { error: 'validation.profile.shopNameRequired' })
  .max(SHOP_NAME_MAX, { error: 'validation.profile.shopNameTooLong' });

export const cityField = z
  .string({ error: 'validation.profile.cityRequired' })
  .trim()
  .min(1, { error: 'validation.profile.cityRequired' })
  .max(CITY_MAX, { error: 'validation.profile.cityTooLong' });

export const addressField = z
  .string({ error: 'validation.profile.addressRequired' })
  .trim()
  .min(1, { error: 'validation.profile.addressRequired' })
  .max(ADDRESS_MAX, { error: 'validation.profile.addressTooLong' });

/** The residency: the shop is optional (an artist may work privately), city and country are not. */
export const residencyField = z.object({
  shopName: z
    .string()
    .trim()
    .max(SHOP_NAME_MAX, { error: 'validation.profile.shopNameTooLong' })
    .optional()
    .transform((value) => value || undefined),
  city: cityField,
  country: countryField,
});
