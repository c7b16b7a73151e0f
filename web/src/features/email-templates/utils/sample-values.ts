import type { Residency } from '#shared/api/contracts/profile.ts';
import { fullSlotDate } from '#shared/domain/date-formats.ts';
import {
  type Placeholder,
  SAMPLE_CLIENT,
  SAMPLE_DEPOSIT_CENTS,
  SAMPLE_PRICE_CENTS,
} from '#shared/domain/email-templates.ts';
import { type Currency, formatPrice } from '#shared/domain/money.ts';
import { zonePlace } from '#shared/domain/time-zone-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';

export interface SampleArtist {
  displayName: string;
  pseudo: string;
  timezone: string;
  hourFormat: '12' | '24';
  currency: Currency;
  residency?: Residency | undefined;
}

/** A week from `now`, 14:00 in the artist's zone (roughly: the preview only needs a plausible date). */
function sampleDate(locale: Locale, artist: SampleArtist, now: Date): string {
  const day = new Date(now.getTime() + 7 * 86_400_000);
  day.setUTCHours(13, 0, 0, 0);
  const date = fullSlotDate({ ...artist, start: day.toISOString() }, locale);
  return `${date} (${zonePlace(artist.timezone)})`;
}

/** What fills the placeholders of a preview in `locale`: a sample client and slot, the artist's own details. */
export function sampleValues(
  locale: Locale,
  artist: SampleArtist,
  now: Date = new Date(),
): Record<Placeholder, string> {
  const country = artist.residency?.country;
  let countryName = country ?? '';
  try {
    if (country) countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    countryName = country ?? '';
  }
  return {
    ...SAMPLE_CLIENT[locale],
    displayName: artist.displayName,
    pseudo: artist.pseudo,
    shopName: artist.residency?.shopName ?? '',
    city: artist.residency?.city ?? '',
    country: countryName,
    date: sampleDate(locale, artist, now),
    price: formatPrice(SAMPLE_PRICE_CENTS, artist.currency, locale),
    deposit: formatPrice(SAMPLE_DEPOSIT_CENTS, artist.currency, locale),
  };
}
