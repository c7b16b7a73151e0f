import type { MyArtist } from '#shared/api/contracts/artists.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { DEFAULT_FEATURES } from './features.ts';
import { DEFAULT_TIMEZONE } from './local-time.ts';
import { DEFAULT_PREFERENCES } from './preferences.ts';
import { currentZoneName } from './time-zone-names.ts';

export { DEFAULT_TIMEZONE };

/** Zone names already resolved: building an Intl.DateTimeFormat costs ~50 µs, and lists ask per item. */
const canonicalZones = new Map<string, string | undefined>();

/** The canonical IANA name of a time zone (`US/Eastern` → `America/New_York`), or undefined if unknown. */
export function canonicalTimeZone(value: string): string | undefined {
  if (canonicalZones.has(value)) return canonicalZones.get(value);
  let canonical: string | undefined;
  try {
    canonical = currentZoneName(
      new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone,
    );
  } catch {
    canonical = undefined;
  }
  // Bounded: unknown names are remembered too, but only while the map is small (input is untrusted).
  if (canonicalZones.size < 1_000) canonicalZones.set(value, canonical);
  return canonical;
}

/** A new artist's profile, as the first onboarding step creates it: Free plan, active. */
export function newArtistProfile(input: {
  artistId: string;
  email: string;
  pseudo: string;
  displayName: string;
  locale: Locale;
  timezone?: string | undefined;
}): MyArtist {
  return {
    artistId: input.artistId,
    email: input.email,
    pseudo: input.pseudo,
    displayName: input.displayName,
    locale: input.locale,
    timezone: (input.timezone && canonicalTimeZone(input.timezone)) || DEFAULT_TIMEZONE,
    plan: 'free',
    planStatus: 'active',
    ...DEFAULT_PREFERENCES,
    features: { ...DEFAULT_FEATURES },
  };
}
