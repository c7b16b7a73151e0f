import * as z from 'zod';
import { DEFAULT_FEATURES } from '#shared/domain/features.ts';
import { CURRENCIES, DEFAULT_PREFERENCES, HOUR_FORMATS, THEMES, UNITS } from '#shared/domain/preferences.ts';
import { STYLE_CATEGORIES } from '#shared/domain/profile-rules.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { displayNameField, pseudoField } from '#shared/validation/fields.ts';
import { publicImage } from './images.ts';
import { openingView } from './openings.ts';
import { publicFlash, publicWork } from './portfolio.ts';
import { link, residency } from './profile.ts';
import { depositPolicy } from './reservations.ts';
import { publicTravel } from './travels.ts';

export const pseudoParams = z.object({ pseudo: pseudoField });

/**
 * Everything the public page `/{pseudo}` shows, in one response (`GET /artists/{pseudo}`): the
 * profile, the reservation toggles, upcoming and ongoing travels (city, never the address), flashes
 * and works with their ready images. Never the email, the account state or private settings.
 */
export const publicProfile = z.object({
  pseudo: z.string(),
  displayName: z.string(),
  bio: z.string().optional(),
  avatar: publicImage.optional(),
  banner: publicImage.optional(),
  residency: residency.optional(),
  links: z.array(link),
  styles: z.array(z.enum(STYLE_CATEGORIES)),
  /** Pro shows the Pro badge. */
  plan: z.enum(['free', 'pro']),
  /**
   * What a visitor may ask for. `requests` false (closed by the artist, or the Free plan's 10 requests
   * reached) shows the booking-closed state; `custom`/`touchups` close that type on the form.
   */
  reservations: z.object({
    requests: z.boolean(),
    custom: z.boolean(),
    touchups: z.boolean(),
    /** Closed by the Free plan's monthly limit: the day requests open again (`YYYY-MM-DD`, the artist's zone). */
    reopensOn: z.string().optional(),
  }),
  /**
   * A book opening announced or running (ADR 0092): when it starts and ends (UTC instants: the page
   * counts down from them on the viewer's clock), its cap, types and rule, and where it stood when
   * the answer was made (it may be served from CloudFront's cache for a minute).
   */
  opening: openingView.omit({ openingId: true }).optional(),
  /** How the artist shows dimensions; prices carry their own currency. */
  unit: z.enum(UNITS),
  /** How the artist writes times (12 or 24 hours): slot times on the booking form follow it. */
  hourFormat: z.enum(HOUR_FORMATS),
  /** The deposit policy the client accepts by sending a request (issue 14; absent from pages cached before it). */
  depositPolicy: depositPolicy.optional(),
  travels: z.array(publicTravel),
  flashes: z.array(publicFlash),
  works: z.array(publicWork),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const pseudoAvailability = z.object({ pseudo: z.string(), available: z.boolean() });

/** The signed-in artist's own account. */
/** A plan's monthly request limit as the artist sees it (GET /me, Today). */
export const requestLimitView = z.object({
  used: z.number().int(),
  max: z.number().int().nullable(),
  /** The 1st of next month in the artist's zone: when `used` starts again from 0. */
  resetsOn: z.string(),
});

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
  /** Preferences; an account written before they existed reads the defaults. */
  unit: z.enum(UNITS).default(DEFAULT_PREFERENCES.unit),
  currency: z.enum(CURRENCIES).default(DEFAULT_PREFERENCES.currency),
  hourFormat: z.enum(HOUR_FORMATS).default(DEFAULT_PREFERENCES.hourFormat),
  theme: z.enum(THEMES).default(DEFAULT_PREFERENCES.theme),
  /**
   * Booking requests received this calendar month (the artist's zone) against the plan's limit (`max`
   * null: Pro, unlimited), and the day the count starts again. Always present on `GET /me`; when
   * `used >= max` the public page shows the booking-closed state until `resetsOn`: prompt to upgrade.
   */
  requestLimit: requestLimitView.optional(),
  /** Set while a superadmin has suspended the account: when, and why (shown to the artist). */
  suspendedAt: z.string().optional(),
  suspensionReason: z.string().optional(),
  /** The Pro subscription as Stripe last said (ADR 0045); absent before any checkout. */
  billing: z
    .object({
      interval: z.enum(['monthly', 'yearly']).optional(),
      /** Stripe's status: `active`, `past_due` (a payment to fix), `canceled`, ... */
      status: z.string().optional(),
      cancelAtPeriodEnd: z.boolean(),
      /** The renewal, or the end when cancelling. */
      currentPeriodEnd: z.string().optional(),
      /** A Stripe customer exists: the billing portal can open. */
      portal: z.boolean(),
    })
    .optional(),
  /** The optional parts switched on or off (shared/domain/features.ts): all on until switched. */
  features: z
    .object({
      requestShortcuts: z.boolean().default(true),
      publicTravels: z.boolean().default(true),
      publicWorks: z.boolean().default(true),
      clientMessages: z.boolean().default(true),
    })
    .default(DEFAULT_FEATURES),
  /** Signed up through another artist's link: the discount checkout applies to Pro, in percent (ADR 0047). */
  referralDiscountPercent: z.number().int().optional(),
});
export type MyArtist = z.infer<typeof myArtist>;

export const onboardingStart = z.object({
  pseudo: pseudoField,
  displayName: displayNameField,
  locale: z.enum(LOCALES).optional(),
  timezone: z.string().max(64).optional(),
  /**
   * The pseudo of the artist whose referral link brought this one (`/signup?ref=…`, ADR 0047). An
   * unknown or ineligible one is ignored: it never blocks an onboarding.
   */
  referrer: z.string().max(64).optional(),
});
export type OnboardingStart = z.input<typeof onboardingStart>;
