import type { Locale } from '#shared/i18n/locales.ts';

/** A paid revision's checkout line, in the client's language (Stripe shows it on its page and receipt). */
export function revisionLineName(locale: Locale, artistName: string): string {
  const word = { fr: 'Retouche du dessin', en: 'Design revision', es: 'Retoque del diseño' }[locale];
  return `${word} · ${artistName}`;
}
