import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { emailTemplateRoutes } from '#shared/api/routes/email-templates.ts';
import { assertKnownPlaceholders, emailTemplateView } from './email-template-view.ts';
import { myAccount } from './my-account.ts';

/**
 * `PUT /me/email-templates/{kind}/{locale}`: the artist's wording of one client email in one
 * language. A placeholder the email cannot fill is refused (400, naming it) and nothing is saved;
 * the same wording twice writes the same item.
 */
export const handler = httpHandler(
  emailTemplateRoutes.updateMyEmailTemplate,
  async ({ caller, params, body }) => {
    const { artistId } = await myAccount(caller);
    assertKnownPlaceholders(params.kind, body);
    const saved = { ...body, updatedAt: new Date().toISOString() };
    await getDb()
      .entities.emailTemplate.put({ artistId, kind: params.kind, locale: params.locale, ...saved })
      .go();
    return emailTemplateView(params.kind, params.locale, saved);
  },
);
