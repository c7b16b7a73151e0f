import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { PROFILE_FIELDS } from '#shared/domain/my-profile.ts';
import { CURRENCIES, HOUR_FORMATS, THEMES, UNITS } from '#shared/domain/preferences.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

export const artistProfileUpdated = defineEvent({
  detailType: 'artist.profile-updated',
  version: 1,
  description:
    'An artist saved their profile (display name, bio, picture, banner, residency, links, styles): which fields changed and the public counts.',
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    /** Which fields changed; their values stay out of events (analytics needs the fact). */
    changed: z.array(z.enum(PROFILE_FIELDS)),
    linkCount: z.number().int().min(0),
    styleCount: z.number().int().min(0),
    country: z.string().optional(),
  }),
});

export const artistPreferencesUpdated = defineEvent({
  detailType: 'artist.preferences-updated',
  version: 1,
  description:
    'An artist changed preferences (language, time zone, unit, currency, hour format, theme): the new values of those that changed.',
  payload: z.object({
    artistId: z.string().min(1),
    changed: z.object({
      locale: z.enum(LOCALES).optional(),
      timezone: z.string().optional(),
      unit: z.enum(UNITS).optional(),
      currency: z.enum(CURRENCIES).optional(),
      hourFormat: z.enum(HOUR_FORMATS).optional(),
      theme: z.enum(THEMES).optional(),
    }),
  }),
});

export const artistFeaturesUpdated = defineEvent({
  detailType: 'artist.features-updated',
  version: 1,
  description:
    'An artist switched optional parts of the product on or off (request shortcuts, travels or works on the public page, messages from clients): the new values of those that changed. The public page follows it.',
  payload: z.object({
    artistId: z.string().min(1),
    changed: z.object({
      requestShortcuts: z.boolean().optional(),
      publicTravels: z.boolean().optional(),
      publicWorks: z.boolean().optional(),
      clientMessages: z.boolean().optional(),
    }),
  }),
});

/** A travel in events: its period and city, never the street address. */
const travelPayload = z.object({
  artistId: z.string().min(1),
  travelId: z.string().min(1),
  startDate: z.string().min(1),
  endDate: z.string().min(1),
  city: z.string().min(1),
});

export const travelCreated = defineEvent({
  detailType: 'travel.created',
  version: 1,
  description: 'An artist added a travel (guest spot): its period and city (the address stays private).',
  payload: travelPayload,
});

export const travelUpdated = defineEvent({
  detailType: 'travel.updated',
  version: 1,
  description: 'An artist changed a travel: its new period and city (the address stays private).',
  payload: travelPayload,
});

export const travelDeleted = defineEvent({
  detailType: 'travel.deleted',
  version: 1,
  description: 'An artist deleted a travel.',
  payload: z.object({ artistId: z.string().min(1), travelId: z.string().min(1) }),
});

export const travelBookingOpened = defineEvent({
  detailType: 'travel.booking-opened',
  version: 1,
  description:
    'Booking opened at a guest spot (its slots are offered) in a city where visitors asked to be told (issue 14): each of them is told once, in their language.',
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    displayName: z.string().min(1),
    travel: z.object({
      travelId: z.string().min(1),
      city: z.string(),
      shopName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
    recipients: z.array(z.object({ email: z.string().min(1), locale: z.enum(LOCALES) })).min(1),
  }),
});
