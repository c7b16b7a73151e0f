import type { Country } from './profile-rules.ts';
import { currentZoneName } from './time-zone-names.ts';

/**
 * The time zones of each country an artist can reside in (the onboarding's residence step), the
 * most populated first: what is proposed when the browser's own zone is not one of them.
 */
export const COUNTRY_TIME_ZONES: Readonly<Record<Country, readonly string[]>> = {
  FR: ['Europe/Paris'],
  BE: ['Europe/Brussels'],
  CH: ['Europe/Zurich'],
  CA: [
    'America/Toronto',
    'America/Vancouver',
    'America/Edmonton',
    'America/Winnipeg',
    'America/Halifax',
    'America/Regina',
    'America/St_Johns',
    'America/Moncton',
    'America/Whitehorse',
  ],
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'America/Detroit',
    'America/Indiana/Indianapolis',
    'America/Boise',
    'Pacific/Honolulu',
  ],
};

/**
 * The zone proposed for a country: the artist's (or browser's) own zone when it lies in that
 * country, so a Montréal artist keeps `America/Toronto` and a Vancouver one `America/Vancouver`;
 * else the country's main zone.
 */
export function proposedTimeZone(country: Country, own?: string): string {
  const zones = COUNTRY_TIME_ZONES[country];
  const current = own ? currentZoneName(own) : undefined;
  return current && zones.includes(current) ? current : (zones[0] as string);
}

/** The zones offered for a country: its own list, with the artist's zone kept if it is elsewhere in it. */
export function countryTimeZones(country: Country, own?: string): readonly string[] {
  const zones = COUNTRY_TIME_ZONES[country];
  const current = own ? currentZoneName(own) : undefined;
  return current && !zones.includes(current) && sameCountryPrefix(country, current)
    ? [...zones, current]
    : zones;
}

/** A zone the country's list lacks but that is plausibly its own (`America/Montreal` is not current). */
function sameCountryPrefix(country: Country, zone: string): boolean {
  if (country === 'US' || country === 'CA') return zone.startsWith('America/');
  return false;
}
