import type { ConsumerEvent } from '#events/consumers.ts';
import { getDb } from '#functions/lib/db.ts';
import { countryName } from '#functions/lib/email/values.ts';
import type { EmailTemplateKind } from '#shared/domain/email-templates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Wording } from './letter.ts';
import { wordingKind } from './plan-emails.ts';

interface Target {
  artistId: string;
  kind: EmailTemplateKind;
  locale: Locale;
}

/**
 * Which of the artist's templates words the client email an event sends, if it sends one (the email
 * kind's definition says, `wording`), for which artist and language.
 */
export function wordingTarget(event: ConsumerEvent<'email'>): Target | undefined {
  const kind = wordingKind(event);
  const { payload } = event.envelope;
  // Every event with a client email carries the artist, and the client's language.
  if (!kind || !('client' in payload)) return undefined;
  return { artistId: payload.artistId, kind, locale: payload.client.locale };
}

/**
 * The artist's wording of the client email an event sends (their template for its kind and the
 * client's language), with the country of their residency for `{country}`; none (or the artist is
 * suspended): the default.
 */
export async function loadWording(event: ConsumerEvent<'email'>): Promise<Wording | undefined> {
  const target = wordingTarget(event);
  if (!target) return undefined;
  const db = getDb();
  const { data: template } = await db.entities.emailTemplate.get(target).go();
  if (!template) return undefined;
  const { data: artist } = await db.entities.artist
    .get({ artistId: target.artistId })
    .go({ attributes: ['residency', 'suspendedAt'], consistent: true });
  // A suspended artist's own words reach no client (ADR 0070): the product's default wording does.
  if (artist?.suspendedAt) return undefined;
  const country = artist?.residency?.country;
  return {
    subject: template.subject,
    body: template.body,
    extras: country ? { country: countryName(country, target.locale) } : {},
  };
}
