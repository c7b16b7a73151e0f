import type { TFunction } from 'i18next';
import type { EventPayload } from '../../../events/define-event.ts';
import type { requestAccepted } from '../../../events/registry.ts';
import { dateTimeFormat } from '../../../shared/domain/date-formats.ts';
import { type Currency, formatPrice } from '../../../shared/domain/money.ts';
import { zonePlace } from '../../../shared/domain/time-zone-names.ts';
import { translator } from '../../../shared/i18n/email-translator.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import type { PlannedEmail } from './plan-emails.ts';

/** What every lifecycle event carries about the request, its people and its slot. */
type Accepted = EventPayload<typeof requestAccepted>;
export type Slot = Accepted['slot'];
export type Place = NonNullable<Accepted['location']>;
export type Subject = Pick<Accepted, 'client' | 'artist' | 'projectType'>;

/**
 * The slot's start as the reader's language writes it, in the artist's zone (where it takes place),
 * with the artist's hour format (the one the booking form showed the client), else the language's.
 */
export function slotDate(slot: Pick<Slot, 'start' | 'timezone' | 'hourFormat'>, locale: Locale): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(slot.hourFormat && { hour12: slot.hourFormat === '12' }),
    timeZone: slot.timezone,
  }).format(new Date(slot.start));
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

/** The artist's public page, where a client whose slot was released can choose another. */
export function artistPageLink(appUrl: string, pseudo: string): string {
  return `${appUrl}/${pseudo}`;
}

/**
 * What an email to the client starts from: `t` in the client's language, the variables every such
 * email names (the client's first name, the artist's name, the project type), the portal's login
 * link, and what a booking's `.ics` (booking-ics-attachment.ts) takes of them.
 */
export function clientLetter(
  payload: Pick<Subject, 'client' | 'projectType'> & { artist: Pick<Subject['artist'], 'displayName'> },
  appUrl: string,
) {
  const { client, artist } = payload;
  const t = translator(client.locale);
  const projectType = t(`email.projectTypes.${payload.projectType}`);
  const portalLink = portalLoginLink(appUrl, client.email);
  return {
    t,
    vars: {
      firstname: client.firstName,
      displayName: artist.displayName,
      projectType,
    },
    portalLink,
    calendar: { t, locale: client.locale, displayName: artist.displayName, projectType, portalLink },
  };
}

/** The paragraph saying where a travel slot takes place; none at the residency. */
export function placeParagraphs(t: TFunction, location: Place | undefined): string[] {
  return location ? [t('email.lifecycle.place', { place: placeText(location) })] : [];
}

/** The paragraph giving the reason the other side wrote; none when they wrote none. */
export function reasonParagraphs(t: TFunction, reason: string | undefined): string[] {
  const text = reason?.trim();
  return text ? [t('email.lifecycle.reason', { reason: text })] : [];
}

/**
 * What an email to the artist about a client's request says, in the artist's language: the
 * client's first name, the project type and when (the artist's side of `clientLetter`).
 */
export function artistLetter(payload: Subject & { slot: Slot }) {
  const { client, artist } = payload;
  const t = translator(artist.locale);
  return {
    t,
    vars: {
      firstname: client.firstName,
      projectType: t(`email.projectTypes.${payload.projectType}`),
      when: when(t, payload.slot, artist.locale),
    },
  };
}

/**
 * A client cancelled (a request or a booking): the artist is told, in the artist's language, only
 * when their notification settings ask for cancellation emails (or `always`, for an answer to
 * them). The client gets no email (the portal confirms it).
 */
export function artistCancellationEmails(
  payload: Subject & { slot: Slot; location?: Place | undefined },
  email: {
    template: string;
    keys: { subject: string; body: string; cta: string };
    url: string;
    /** The client's reason, if the event carries one. */
    reason?: string | undefined;
    /** Sent whatever the settings say: the client answered the artist (declined a new time). */
    always?: boolean;
  },
): PlannedEmail[] {
  const { artist } = payload;
  if (!artist.notifyCancellations && !email.always) return [];
  const { t, vars } = artistLetter(payload);
  return [
    {
      template: email.template,
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: t(email.keys.subject, vars),
        paragraphs: [
          t(email.keys.body, vars),
          ...placeParagraphs(t, payload.location),
          ...reasonParagraphs(t, email.reason),
          t('email.lifecycle.released'),
        ],
        cta: { label: t(email.keys.cta), url: email.url },
      }),
    },
  ];
}
