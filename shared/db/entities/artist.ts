import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { OPENING_RULES } from '#shared/domain/booking/opening.ts';
import { DEFAULT_REQUEST_DELAY_MINUTES } from '#shared/domain/booking/reservation-rules.ts';
import {
  CURRENCIES,
  DEFAULT_PREFERENCES,
  DEFAULT_RESERVATIONS,
  HOUR_FORMATS,
  THEMES,
  UNITS,
} from '#shared/domain/preferences.ts';
import { COUNTRIES } from '#shared/domain/profile-rules.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { depositPolicyAttribute } from './deposit-policy-attribute.ts';

/** An artist's account and public profile. `artistId` is the Cognito `sub`. */
export const ArtistEntity = new Entity({
  model: { entity: 'artist', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    pseudo: { type: 'string', required: true },
    displayName: { type: 'string', required: true },
    bio: { type: 'string' },
    locale: { type: LOCALES, required: true, default: 'fr' },
    timezone: { type: 'string', required: true, default: 'Europe/Paris' },
    plan: { type: ['free', 'pro'] as const, required: true, default: 'free' },
    planStatus: { type: ['active', 'inactive'] as const, required: true, default: 'active' },
    /**
     * Billing with Stripe (ADR 0045): the artist's customer (created once), and their subscription as
     * Stripe said when last read (`billingSyncedAt`, epoch ms: an older read never overwrites a newer).
     */
    /** The optional parts the artist switched (shared/domain/features.ts); missing ones are on. */
    features: {
      type: 'map',
      properties: {
        requestShortcuts: { type: 'boolean' },
        publicTravels: { type: 'boolean' },
        publicWorks: { type: 'boolean' },
        clientMessages: { type: 'boolean' },
      },
    },
    stripeCustomerId: { type: 'string' },
    /**
     * The artist's own Stripe account (Connect, Accounts v2, ADR 0057), where clients pay deposits,
     * and whether it takes card payments yet (onboarding done).
     */
    paymentAccountId: { type: 'string' },
    paymentAccountReady: { type: 'boolean' },
    /**
     * The SHA-256 of the secret of the artist's calendar subscription URL (issue 14, item 7; ADR
     * 0072): the secret itself is shown once, when made, and kept nowhere. None: no feed.
     */
    calendarFeedHash: { type: 'string' },
    /** When the current subscription URL was made. */
    calendarFeedCreatedAt: { type: 'string' },
    /**
     * Before ADR 0072, the secret itself: read only to find its hash until the one-off script
     * (`scripts/private-by-default.ts`) or the artist's next visit to the settings replaces it.
     */
    calendarFeedToken: { type: 'string' },
    /** The deposit policy the software enforces (issue 14; shared/domain/billing/deposit-policy.ts). */
    depositPolicy: depositPolicyAttribute,
    /** Design approval's policy (ADR 0090; shared/domain/designs/design-rules.ts); none: the defaults. */
    designPolicy: {
      type: 'map',
      properties: {
        revisionsIncluded: { type: 'number', required: true },
        revisionPriceCents: { type: 'number', required: true },
        answerDays: { type: 'number', required: true },
      },
    },
    /** The artist whose referral link this one signed up through (ADR 0047): 10 % off Pro at checkout. */
    referredBy: { type: 'string', readOnly: true },
    subscriptionId: { type: 'string' },
    subscriptionStatus: { type: 'string' },
    billingInterval: { type: ['monthly', 'yearly'] as const },
    cancelAtPeriodEnd: { type: 'boolean' },
    currentPeriodEnd: { type: 'string' },
    billingSyncedAt: { type: 'number' },
    /** Profile (`PUT /me/profile`): images by id (the artist's own `image` items), residency, links, styles. */
    avatarImageId: { type: 'string' },
    bannerImageId: { type: 'string' },
    residency: {
      type: 'map',
      properties: {
        shopName: { type: 'string' },
        city: { type: 'string', required: true },
        country: { type: COUNTRIES, required: true },
      },
    },
    links: {
      type: 'list',
      items: {
        type: 'map',
        properties: { title: { type: 'string', required: true }, url: { type: 'string', required: true } },
      },
    },
    /** Style categories among `STYLE_CATEGORIES` (checked by the API; unknown ones are never shown). */
    styles: { type: 'list', items: { type: 'string' } },
    /** Preferences (`PATCH /me/preferences`); items written before they existed read as the defaults. */
    unit: { type: UNITS, required: true, default: DEFAULT_PREFERENCES.unit },
    currency: { type: CURRENCIES, required: true, default: DEFAULT_PREFERENCES.currency },
    hourFormat: { type: HOUR_FORMATS, required: true, default: DEFAULT_PREFERENCES.hourFormat },
    theme: { type: THEMES, required: true, default: DEFAULT_PREFERENCES.theme },
    /** Reservation settings: closing requests shows the booking-closed state on the public page. */
    openRequests: { type: 'boolean', required: true, default: DEFAULT_RESERVATIONS.openRequests },
    openCustom: { type: 'boolean', required: true, default: DEFAULT_RESERVATIONS.openCustom },
    openTouchups: { type: 'boolean', required: true, default: DEFAULT_RESERVATIONS.openTouchups },
    /** Minimum minutes between a request and its slot's start (0 to 30 days); absent reads the default. */
    requestDelayMinutes: { type: 'number', default: DEFAULT_REQUEST_DELAY_MINUTES },
    /**
     * Booking requests received in `requestMonth`, against the Free plan's monthly limit (raised in
     * the request's transaction; a request in a new month starts it again at 1). Without
     * `requestMonth` it is ADR 20's lifetime counter, read as a past month's.
     */
    requestCount: { type: 'number', default: 0 },
    /** The artist's calendar month `requestCount` counts, `YYYY-MM` in their zone. */
    requestMonth: { type: 'string' },
    /**
     * The artist's book opening (issue 31; ADR 0092; shared/domain/booking/opening.ts): one at a
     * time, kept until a new one replaces it or the artist removes it. Absent: none.
     */
    opening: {
      type: 'map',
      properties: {
        openingId: { type: 'string', required: true },
        startsAt: { type: 'string', required: true },
        closesAt: { type: 'string', required: true },
        cap: { type: 'number', required: true },
        projectTypes: { type: 'list', items: { type: 'string' }, required: true },
        rule: { type: OPENING_RULES, required: true },
      },
    },
    /**
     * Requests confirmed for `opening`: raised in the confirmation's transaction only while below its
     * cap, set to 0 when an opening is scheduled.
     */
    openingCount: { type: 'number' },
    /** Notification settings: an email for each new booking request (absent reads true). */
    notifyBookingRequests: { type: 'boolean', default: true },
    /** Notification settings: an email when a client cancels a request or a booking (absent reads true). */
    notifyCancellations: { type: 'boolean', default: true },
    /** Notification settings: message emails at once, or in the daily summary at 18:00. */
    messageEmails: { type: ['instant', 'daily'] as const, required: true, default: 'instant' },
    /** Push notifications (ADR 0098): the kinds turned off (`PUSH_KINDS`; absent: every kind on). */
    pushOff: { type: 'set', items: 'string' },
    /** Push notifications' quiet hours, `HH:MM` in the artist's time zone; both or neither. */
    quietFrom: { type: 'string' },
    quietTo: { type: 'string' },
    /** The artist's time zone while `messageEmails` is daily, else absent: keys the sparse digest index. */
    digestZone: { type: 'string' },
    /** Setup steps done that no other fact shows (Today's checklist): 'bookingSettings', 'shared'. */
    setupSteps: { type: 'set', items: 'string' },
    /** Suspended by a superadmin (issue 13, item 8): when and why. Absent: active. */
    suspendedAt: { type: 'string' },
    suspensionReason: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: {
      type: 'string',
      required: true,
      default: () => new Date().toISOString(),
      set: () => new Date().toISOString(),
      watch: '*',
    },
  },
  indexes: {
    byId: {
      collection: 'artistPage',
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: [] },
    },
    byPseudo: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['pseudo'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    byDigestZone: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['digestZone'] },
      sk: { field: 'gsi2sk', composite: ['artistId'] },
    },
  },
});

/** One artist item as ElectroDB reads and writes it. */
export type ArtistItem = EntityItem<typeof ArtistEntity>;
