import type { PublicTravel, Travel } from '#shared/api/contracts/travels.ts';
import { addOneYear } from './local-date.ts';

/** How many travels an artist may keep (past ones included: the artist deletes them). */
export const TRAVELS_MAX = 50;

export interface TravelPeriod {
  /** First day, local date `YYYY-MM-DD`, inclusive. */
  startDate: string;
  /** Last day, local date `YYYY-MM-DD`, inclusive. */
  endDate: string;
}

export type TravelPhase = 'past' | 'ongoing' | 'upcoming';

/** A period is valid when it ends on or after its first day, and at most one year later. */
export function periodProblem(period: TravelPeriod): 'endBeforeStart' | 'tooLong' | undefined {
  if (period.endDate < period.startDate) return 'endBeforeStart';
  if (period.endDate > addOneYear(period.startDate)) return 'tooLong';
  return undefined;
}

/** Where a travel stands on the artist's local day `today` (`YYYY-MM-DD`, in the artist's zone). */
export function travelPhase(period: TravelPeriod, today: string): TravelPhase {
  if (period.endDate < today) return 'past';
  if (period.startDate <= today) return 'ongoing';
  return 'upcoming';
}

/** Earliest first, then by last day. */
export function byPeriod(a: TravelPeriod, b: TravelPeriod): number {
  return a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate);
}

export interface TravelRecord extends TravelPeriod {
  travelId: string;
  shopName: string;
  city: string;
  address: string;
}

/**
 * The travels the public page shows: ongoing and upcoming on the artist's local day, never past ones,
 * earliest first, with the city and never the street address (a client learns it only once their
 * request is accepted).
 */
export function publicTravels(travels: readonly TravelRecord[], today: string): PublicTravel[] {
  return travels
    .map((travel) => ({ travel, phase: travelPhase(travel, today) }))
    .filter(({ phase }) => phase !== 'past')
    .sort((a, b) => byPeriod(a.travel, b.travel))
    .map(({ travel, phase }) => ({
      travelId: travel.travelId,
      startDate: travel.startDate,
      endDate: travel.endDate,
      shopName: travel.shopName,
      city: travel.city,
      phase: phase as Exclude<TravelPhase, 'past'>,
    }));
}

/** A travel as its artist sees it (street address included), with its phase on the artist's day. */
export function toMyTravel<T extends TravelRecord & { createdAt: string; updatedAt: string }>(
  travel: T,
  today: string,
): Travel {
  return {
    travelId: travel.travelId,
    startDate: travel.startDate,
    endDate: travel.endDate,
    shopName: travel.shopName,
    address: travel.address,
    city: travel.city,
    phase: travelPhase(travel, today),
    createdAt: travel.createdAt,
    updatedAt: travel.updatedAt,
  };
}
