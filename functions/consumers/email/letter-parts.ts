import type { EventPayload } from '#events/define-event.ts';
import type { requestAccepted } from '#events/definitions/lifecycle.ts';
import { type Place, placeText, portalLoginLink, slotDate, zoneWords } from '#functions/lib/email/values.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Block, Letter, Slot, Vars, Words } from './letter.ts';
import { words } from './letter.ts';

/**
 * The pieces letters share, as data: values for their words and blocks. None of them writes a letter
 * or calls one back (issue 29, item 8: the circle around the former lifecycle-email-parts.ts).
 */
type Accepted = EventPayload<typeof requestAccepted>;
export type Subject = Pick<Accepted, 'client' | 'artist' | 'projectType'>;

/** The project type in the reader's words (`a flash`). */
export function projectTypeWords(projectType: Accepted['projectType']): Words {
  return words(`email.projectTypes.${projectType}`);
}

/** A local day (`YYYY-MM-DD`) in the reader's words: `Friday, December 4`. */
export function dayWords(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** `on Saturday, December 5, 2026 at 11:00 AM (Paris time)`, in the reader's language. */
export function whenWords(slot: Slot, locale: Locale): Words {
  return words('email.lifecycle.when', { date: slotDate(slot, locale), ...zoneWords(slot.timezone) });
}

/** `{date}` of the artist's wording: the slot's start in the reader's words, with the zone it is in. */
export function dateWords(slot: Pick<Slot, 'start' | 'timezone' | 'hourFormat'>, locale: Locale): Words {
  return words('email.templates.dateWithZone', { date: slotDate(slot, locale), ...zoneWords(slot.timezone) });
}

/**
 * What an email to the client names (the client's first name, the artist's name, the project type)
 * and the portal's login link.
 */
export function clientVars(
  payload: Pick<Subject, 'client' | 'projectType'> & { artist: Pick<Subject['artist'], 'displayName'> },
  appUrl: string,
) {
  const { client, artist } = payload;
  return {
    vars: {
      firstname: client.firstName,
      displayName: artist.displayName,
      projectType: projectTypeWords(payload.projectType),
    } satisfies Vars,
    portalLink: portalLoginLink(appUrl, client.email),
  };
}

/** What an email to the artist about a client's request names: the client's first name, the project type, when. */
export function artistVars(payload: Subject & { slot: Slot }): Vars {
  return {
    firstname: payload.client.firstName,
    projectType: projectTypeWords(payload.projectType),
    when: whenWords(payload.slot, payload.artist.locale),
  };
}

/** The paragraph saying where a travel slot takes place; none at the residency. */
export function placeBlock(location: Place | undefined): Block | undefined {
  return location && words('email.lifecycle.place', { place: placeText(location) });
}

/** The paragraph giving the reason the other side wrote; none when they wrote none. */
export function reasonBlock(reason: string | undefined): Block | undefined {
  const text = reason?.trim();
  return text ? words('email.lifecycle.reason', { reason: text }) : undefined;
}

/** A link through the portal's sign-in to one of its pages. */
function portalRedirect(portalLink: string, target: string): string {
  return `${portalLink}&redirect=${encodeURIComponent(target)}`;
}

/**
 * A client's button into the portal, to the page `target`: the email consumer makes it sign in
 * directly (ADR 0085); without a link it leads through the sign-in page to that page.
 */
export function portalButton(label: Words, portalLink: string, target: string): NonNullable<Letter['cta']> {
  return { label, url: portalRedirect(portalLink, target), signIn: target };
}
