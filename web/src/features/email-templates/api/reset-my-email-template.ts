import type { EmailTemplate } from '#shared/api/contracts/email-templates.ts';
import * as emailTemplatesEndpoints from '#shared/api/endpoints/email-templates.ts';
import type { EmailTemplateKind } from '#shared/domain/email-templates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { replaceInList } from './update-my-email-template.ts';

/** `DELETE /me/email-templates/{kind}/{locale}` of `shared/api/routes.ts` (`resetMyEmailTemplate`). */
export async function resetMyEmailTemplate(kind: EmailTemplateKind, locale: Locale): Promise<EmailTemplate> {
  const reset = await artistApi.delete<EmailTemplate>(
    apiPath(emailTemplatesEndpoints.resetMyEmailTemplate.path, { kind, locale }),
  );
  await replaceInList(reset);
  return reset;
}
