import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { depositPolicy } from '#shared/api/contracts/reservations.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { eventArtist, eventClient, requestRef, slotSnapshot, travelPlace } from './parts.ts';

const slotTemplate = z.object({ start: z.string(), durationMinutes: z.number().int().positive() });

/** An availability's whole state (recurring: weekdays, months, validity; one-time: date, closed). */
const availabilityState = z.object({
  artistId: z.string().min(1),
  availabilityId: z.string().min(1),
  kind: z.enum(['recurring', 'oneTime']),
  slots: z.array(slotTemplate),
  weekdays: z.array(z.number().int()).optional(),
  months: z.array(z.number().int()).optional(),
  validFrom: z.string().optional(),
  validUntil: z.string().optional(),
  date: z.string().optional(),
  closed: z.boolean().optional(),
});

export const availabilityCreated = defineEvent({
  detailType: 'availability.created',
  version: 1,
  description:
    'An artist added an availability: a recurring rule (weekdays, months, slots) or a one-time date.',
  payload: availabilityState,
});

export const availabilityUpdated = defineEvent({
  detailType: 'availability.updated',
  version: 1,
  description: 'An artist changed an availability: the payload is its new state.',
  payload: availabilityState,
});

export const availabilityDeleted = defineEvent({
  detailType: 'availability.deleted',
  version: 1,
  description: 'An artist removed an availability.',
  payload: z.object({ artistId: z.string().min(1), availabilityId: z.string().min(1) }),
});

export const artistReservationSettingsUpdated = defineEvent({
  detailType: 'artist.reservation-settings-updated',
  version: 1,
  description:
    'An artist saved their reservation settings (open requests, custom projects, touch-ups, request delay): the new values.',
  payload: z.object({
    artistId: z.string().min(1),
    openRequests: z.boolean(),
    openCustom: z.boolean(),
    openTouchups: z.boolean(),
    requestDelayMinutes: z.number().int().min(0),
    /** The deposit policy, when it was saved with them (issue 14). */
    depositPolicy: depositPolicy.optional(),
  }),
});

export const requestCreated = defineEvent({
  detailType: 'request.created',
  version: 1,
  description:
    'A client sent a booking request from an artist’s public form; its slot is held while it is pending. Carries what the two emails need (the client’s first name, email and language, the artist’s).',
  payload: z.object({
    ...requestRef,
    flashId: z.string().optional(),
    referenceImageCount: z.number().int().min(0),
    slot: slotSnapshot,
    /** During a travel: where the slot takes place (city and shop, never the address). */
    location: travelPlace.optional(),
    /** What the client asked for, as the artist's email shows it (added in place: optional). */
    project: z
      .object({
        placement: z.string(),
        size: z.string(),
        text: z.string().optional(),
        /** The flash asked for: its title, listed price and first image's path (`/media/...`). */
        flash: z
          .object({
            title: z.string(),
            priceCents: z.number().int().min(0),
            currency: z.enum(CURRENCIES),
            imagePath: z.string().optional(),
          })
          .optional(),
        /**
         * Formerly the reference photos' public paths; no longer sent since they are private (ADR
         * 0072): the email says how many (`referenceImageCount`) and the request shows them.
         */
        referenceImagePaths: z.array(z.string()).optional(),
      })
      .optional(),
    client: eventClient.extend({ lastName: z.string().optional() }),
    /** Drawn in the artist's draw opening (ADR 0096): the client's email says so (added in place: optional). */
    drawn: z.boolean().optional(),
    artist: eventArtist.extend({
      /** The artist's notification setting when the request arrived. */
      notifyBookingRequests: z.boolean(),
      /**
       * The plan's usage once this request counted (`max` null on Pro), so the artist's email can say
       * "8 of 10" and "10 of 10" (added in place: optional).
       */
      requestLimit: z.object({ used: z.number().int().min(0), max: z.number().int().nullable() }).optional(),
    }),
  }),
});

export const artistBusyCalendarChanged = defineEvent({
  detailType: 'artist.busy-calendar-changed',
  version: 1,
  description:
    'An artist gave (or changed) the external calendar whose events block their slots (issue 14): it is read at once, then every 30 minutes.',
  payload: z.object({ artistId: z.string().min(1) }),
});

export const busyCalendarReadRequested = defineEvent({
  detailType: 'busy-calendar.read-requested',
  version: 1,
  description:
    'The 30-minute schedule asks for one artist’s external calendar to be read again (ADR 0066): one event per calendar, so each is read by its own queue message and one bad calendar delays no other.',
  payload: z.object({ artistId: z.string().min(1) }),
});

export const requestConfirmationRequested = defineEvent({
  detailType: 'request.confirmation-requested',
  version: 1,
  description:
    'A booking request from the public form waits for its client to confirm their email (ADR 0067): the request-confirmation consumer makes a code and a link for this challenge, keeps their hashes and emails them. Carries no secret and nothing typed into the form: events are archived.',
  payload: z.object({
    artistId: z.string().min(1),
    requestId: z.string().min(1),
    challengeId: z.string().min(1),
  }),
});
