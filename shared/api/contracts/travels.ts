import * as z from 'zod';
import { travelFields } from '../../validation/travel-fields.ts';
import { idParam } from './params.ts';

export const travelId = idParam;
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

export const noContent = z.object({});
