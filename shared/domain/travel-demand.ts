/**
 * Guest-spot demand (issue 14, item 6): visitors of an artist's page leave an email on a travel to
 * be told when booking opens in that city. Demand is counted per city, whatever the travel it was
 * left on, so the artist sees where people want them before planning a trip.
 */

/** A city as demand counts it: `Lyon`, ` lyon ` and `LYON` are one; so are `Malaga` and `Málaga`. */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export interface DemandItem {
  city: string;
  cityKey: string;
  askedAt: string;
  notifiedAt?: string | undefined;
}

export interface CityDemand {
  city: string;
  /** Still waiting to be told (asked since the last opening there). */
  waiting: number;
  /** Told already that booking opened. */
  notified: number;
  lastAskedAt: string;
}

/** The demand per city, most waiting first (then most recent); the city as last written. */
export function demandByCity(items: readonly DemandItem[]): CityDemand[] {
  const cities = new Map<string, CityDemand>();
  for (const item of [...items].sort((a, b) => a.askedAt.localeCompare(b.askedAt))) {
    const found = cities.get(item.cityKey) ?? {
      city: item.city,
      waiting: 0,
      notified: 0,
      lastAskedAt: item.askedAt,
    };
    if (item.notifiedAt) found.notified += 1;
    else found.waiting += 1;
    found.city = item.city;
    found.lastAskedAt = item.askedAt;
    cities.set(item.cityKey, found);
  }
  return [...cities.values()].sort(
    (a, b) => b.waiting - a.waiting || b.lastAskedAt.localeCompare(a.lastAskedAt),
  );
}
