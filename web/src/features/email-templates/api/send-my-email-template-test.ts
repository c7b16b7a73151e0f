import type { EmailTemplateInput } from '#shared/api/contracts/email-templates.ts';
import * as emailTemplatesEndpoints from '#shared/api/endpoints/email-templates.ts';
import type { EmailTemplateKind } from '#shared/domain/email-templates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/email-templates/{kind}/{locale}/test` of `shared/api/routes.ts` (`sendMyEmailTemplateTest`). */
export function sendMyEmailTemplateTest(
  kind: EmailTemplateKind,
  locale: Locale,
  body: EmailTemplateInput,
): Promise<{ sentTo: string }> {
  return artistApi.post<{ sentTo: string }>(
    apiPath(emailTemplatesEndpoints.sendMyEmailTemplateTest.path, { kind, locale }),
    body,
  );
}
