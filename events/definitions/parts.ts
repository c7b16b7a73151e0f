import * as z from 'zod';
import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/**
 * The payload pieces the booking events share (`request.created` and the lifecycle events): the
 * request's ids, its slot, its place, its client and its artist as they were when the event happened.
 */

/** Which request (a booking keeps its request's id), of which artist, for which project. */
export const requestRef = {
  requestId: z.string().min(1),
  artistId: z.string().min(1),
  pseudo: z.string().min(1),
  projectType: z.enum(PROJECT_TYPES),
};

/**
 * A booking's place in its project of several sessions (ADR 0093): the project's id (its first
 * session's), its number of those planned.
 */
export const projectSession = z.object({
  projectId: z.string().min(1),
  number: z.number().int().min(1),
  planned: z.number().int().min(2),
});

/** A slot as emails and calendars need it: UTC instants and the artist's wall time in `timezone`. */
export const slotSnapshot = z.object({
  slotId: z.string().min(1),
  start: z.string(),
  end: z.string(),
  localDate: z.string(),
  localStart: z.string(),
  durationMinutes: z.number().int().positive(),
  timezone: z.string(),
  /** The artist's hour format: every email writes the slot's times this way. */
  hourFormat: z.enum(['12', '24']).optional(),
});

/** During a travel: where the slot takes place (shop and city). */
export const travelPlace = z.object({ shopName: z.string(), city: z.string() });

/** The client, to write to them in their language. */
export const eventClient = z.object({
  firstName: z.string().min(1),
  email: z.string().min(1),
  locale: z.enum(LOCALES),
});

/** The artist, to write to them in their language (each event adds the setting it reads). */
export const eventArtist = z.object({
  email: z.string().min(1),
  locale: z.enum(LOCALES),
  displayName: z.string().min(1),
});
