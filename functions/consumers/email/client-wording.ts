import type { TFunction } from 'i18next';
import {
  type EmailTemplateKind,
  type Placeholder,
  personalizedMessage,
} from '../../../shared/domain/email-templates.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { slotDate, zoneWords } from './lifecycle-email-parts.ts';

/**
 * How the artist worded one client email (their template for its kind and the client's language),
 * with what fills the placeholders the event does not carry (their pseudo and residency).
 */
export interface Wording {
  subject: string;
  body: string;
  extras: Partial<Record<Placeholder, string>>;
}

/** What planners receive beside the event: the app's address, the artist's wording if any, the team's inbox. */
export interface PlanContext {
  appUrl: string;
  wording?: Wording | undefined;
  /** Where the team reads bug reports and suggestions. */
  supportInbox?: string | undefined;
}

/** The default wording of a client email in the reader's language (`email.templates.<kind>`). */
export function defaultWording(t: TFunction, kind: EmailTemplateKind): { subject: string; body: string } {
  return { subject: t(`email.templates.${kind}.subject`), body: t(`email.templates.${kind}.body`) };
}

/** `{date}`: the slot's start in the reader's words, with the zone it is in. */
export function dateValue(t: TFunction, slot: Parameters<typeof slotDate>[0], locale: Locale): string {
  return t('email.templates.dateWithZone', { date: slotDate(slot, locale), ...zoneWords(slot.timezone) });
}

/**
 * The subject and the opening paragraphs of a client email: the artist's wording, else the
 * default, with the placeholders filled (what the event carries first, then the artist's extras).
 */
export function clientMessage(
  t: TFunction,
  kind: EmailTemplateKind,
  wording: Wording | undefined,
  values: Partial<Record<Placeholder, string>>,
): { subject: string; paragraphs: string[] } {
  return personalizedMessage(wording ?? defaultWording(t, kind), { ...wording?.extras, ...values });
}
