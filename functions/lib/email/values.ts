import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { slotSnapshot } from '#events/definitions/parts.ts';
import { fullSlotDate } from '#shared/domain/date-formats.ts';
import { type Currency, formatPrice } from '#shared/domain/money.ts';
import { zonePlace } from '#shared/domain/time-zone-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** A slot as events carry it. */
export type Slot = z.infer<typeof slotSnapshot>;

/** Where a travel slot takes place: shop, street address (once accepted) and city. */
export interface Place {
  shopName?: string | undefined;
  city: string;
  address?: string | undefined;
}

/**
 * The slot's start as the reader's language writes it, in the artist's zone (where it takes place),
 * with the artist's hour format (the one the booking form showed the client), else the language's.
 */
export function slotDate(slot: Pick<Slot, 'start' | 'timezone' | 'hourFormat'>, locale: Locale): string {
  return fullSlotDate(slot, locale);
}

/** The zone in words for the templates (`{{zone}}`): `Paris`, never `Europe/Paris`. */
export function zoneWords(timezone: string): { zone: string } {
  return { zone: zonePlace(timezone) };
}

/** `on Saturday, December 5, 2026 at 11:00 AM (Paris time)`, in the reader's language. */
export function when(t: TFunction, slot: Slot, locale: Locale): string {
  return t('email.lifecycle.when', { date: slotDate(slot, locale), ...zoneWords(slot.timezone) });
}

/** Where a travel slot takes place: shop, street address (once accepted) and city. */
export function placeText(location: Place): string {
  return [location.shopName, location.address, location.city].filter(Boolean).join(', ');
}

export function money(cents: number, currency: Currency, locale: Locale): string {
  return formatPrice(cents, currency, locale);
}

/** The client portal's login page, the email already filled in. */
export function portalLoginLink(appUrl: string, email: string): string {
  return `${appUrl}/portal/login?email=${encodeURIComponent(email)}`;
}

/**
 * A client email's button that signs in (ADR 0085): the SPA's page, the address (to fill the code
 * page in if the link has expired) and the portal page it opens; the token in the fragment, which
 * browsers never send, so no server or access log ever holds it.
 */
export function emailSignInLink(
  appUrl: string,
  link: { email: string; path: string; token: string },
): string {
  const query = `email=${encodeURIComponent(link.email)}&redirect=${encodeURIComponent(link.path)}`;
  return `${appUrl}/portal/login/email?${query}#${link.token}`;
}

/** The artist's public page, where a client whose slot was released can choose another. */
export function artistPageLink(appUrl: string, pseudo: string): string {
  return `${appUrl}/${pseudo}`;
}

/** A country's name in the reader's language (`CH` → `Suisse`). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
