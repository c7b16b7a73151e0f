import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { emailTemplateRoutes } from '#shared/api/routes/email-templates.ts';
import { emailTemplateView } from './email-template-view.ts';

/** `DELETE /me/email-templates/{kind}/{locale}`: back to the default wording (twice: the same answer). */
export const handler = httpHandler(emailTemplateRoutes.resetMyEmailTemplate, async ({ caller, params }) => {
  const { artistId } = requireArtist(caller);
  await getDb().entities.emailTemplate.delete({ artistId, kind: params.kind, locale: params.locale }).go();
  return emailTemplateView(params.kind, params.locale);
});
