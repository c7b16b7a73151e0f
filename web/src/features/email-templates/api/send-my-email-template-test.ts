import type { EmailTemplateInput } from '../../../../../shared/api/contracts/email-templates.ts';
import type { EmailTemplateKind } from '../../../../../shared/domain/email-templates.ts';
import type { Locale } from '../../../../../shared/i18n/locales.ts';
import { artistApi } from '../../../lib/artist-api.ts';
import { templatePath } from './template-path.ts';

/** `POST /me/email-templates/{kind}/{locale}/test` of `shared/api/routes.ts` (`sendMyEmailTemplateTest`). */
export const sendMyEmailTemplateTestEndpoint = {
  method: 'POST',
  path: '/me/email-templates/{kind}/{locale}/test',
} as const;

export function sendMyEmailTemplateTest(
  kind: EmailTemplateKind,
  locale: Locale,
  body: EmailTemplateInput,
): Promise<{ sentTo: string }> {
  return artistApi.post<{ sentTo: string }>(`${templatePath(kind, locale)}/test`, body);
}
