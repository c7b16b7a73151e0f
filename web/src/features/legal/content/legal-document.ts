import type { Locale } from '#shared/i18n/locales.ts';

/** One part of a legal page: a heading (with its anchor), paragraphs and an optional list. */
interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** A legal page's text in one language. */
interface LegalDocument {
  intro: string;
  sections: readonly LegalSection[];
}

/** A legal page: its date of last change (ISO) and its text in every language. */
export interface LegalText {
  updated: string;
  byLocale: Record<Locale, LegalDocument>;
}

/** Where users write about their account, their data or these texts. */
export const LEGAL_CONTACT = 'privacy@inkslot.app';
