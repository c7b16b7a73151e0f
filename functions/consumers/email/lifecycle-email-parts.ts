import type { TFunction } from 'i18next';
import type { EventPayload } from '../../../events/define-event.ts';
import type { requestAccepted } from '../../../events/registry.ts';
import { type Currency, formatPrice } from '../../../shared/domain/money.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { slotDate } from './request-created-emails.ts';

/** What every lifecycle event carries about the request, its people and its slot. */
type Accepted = EventPayload<typeof requestAccepted>;
export type Slot = Accepted['slot'];
export type Place = NonNullable<Accepted['location']>;
export type Person = Accepted['client'];

/** `on Saturday, December 5, 2026 at 11:00 (Europe/Paris time)`, in the reader's language. */
export function when(t: TFunction, slot: Slot, locale: Locale): string {
  return t('email.lifecycle.when', { date: slotDate(slot, locale), timezone: slot.timezone });
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

/** The artist's public page, where a client whose slot was released can choose another. */
export function artistPageLink(appUrl: string, pseudo: string): string {
  return `${appUrl}/${pseudo}`;
}
