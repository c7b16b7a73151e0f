import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { emailTemplateRoutes } from '#shared/api/routes/email-templates.ts';
import { EMAIL_TEMPLATE_KINDS } from '#shared/domain/email-templates.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { emailTemplateView } from './email-template-view.ts';

/** `GET /me/email-templates`: every client email in every language, the artist's wording or the default. */
export const handler = httpHandler(emailTemplateRoutes.listMyEmailTemplates, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const { data } = await getDb().entities.emailTemplate.query.byArtist({ artistId }).go({ pages: 'all' });
  const saved = new Map(data.map((item) => [`${item.kind}:${item.locale}`, item]));
  return {
    items: EMAIL_TEMPLATE_KINDS.flatMap((kind) =>
      LOCALES.map((locale) => emailTemplateView(kind, locale, saved.get(`${kind}:${locale}`))),
    ),
  };
});
