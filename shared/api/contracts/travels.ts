import * as z from 'zod';
import { LOCALES } from '#shared/i18n/locales.ts';
import { emailField, pseudoField } from '#shared/validation/fields.ts';
import { travelFields } from '#shared/validation/travel-fields.ts';
import { idParam } from './params.ts';

const travelId = idParam;
export const travelParams = z.object({ travelId });

/** Create and replace bodies: the whole travel. */
export const travelInput = travelFields;
export type TravelInput = z.input<typeof travelInput>;

/** A travel as its artist sees it, street address included. */
export const travel = z.object({
  travelId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  shopName: z.string(),
  address: z.string(),
  city: z.string(),
  /** On the artist's local day: past travels stay listed for the artist, never on the public page. */
  phase: z.enum(['past', 'ongoing', 'upcoming']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Travel = z.infer<typeof travel>;

export const travelList = z.object({ travels: z.array(travel) });
export type TravelList = z.infer<typeof travelList>;

/** A travel as the public page shows it: the city, never the street address. */
export const publicTravel = z.object({
  travelId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  shopName: z.string(),
  city: z.string(),
  phase: z.enum(['ongoing', 'upcoming']),
});
export type PublicTravel = z.infer<typeof publicTravel>;

/**
 * `POST /artists/{pseudo}/travels/{travelId}/demand {email, locale}` (public, issue 14 item 6): tell
 * me when booking opens in this travel's city. `waiting`: kept, told once it opens; `open`: it is
 * open already (nothing kept: choose a time).
 */
export const travelDemandParams = z.object({ pseudo: pseudoField, travelId });
/** `GET /pow/challenge`: an ALTCHA (v1) challenge, signed with the server's HMAC key. */
export const proofOfWorkChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallenge>;

export const travelDemandInput = z.object({ email: emailField, locale: z.enum(LOCALES) });
export type TravelDemandInput = z.input<typeof travelDemandInput>;
export const travelDemandAnswer = z.object({ status: z.enum(['waiting', 'open']) });
export type TravelDemandAnswer = z.infer<typeof travelDemandAnswer>;

/** `GET /me/travel-demand`: who asked where, per city (most waiting first). */
export const myTravelDemand = z.object({
  cities: z.array(
    z.object({
      city: z.string(),
      waiting: z.number().int(),
      notified: z.number().int(),
      lastAskedAt: z.string(),
    }),
  ),
});
export type MyTravelDemand = z.infer<typeof myTravelDemand>;
