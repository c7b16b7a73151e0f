import type { EmailTemplateKind } from '../../../../../shared/domain/email-templates.ts';
import type { Locale } from '../../../../../shared/i18n/locales.ts';

/** `/me/email-templates/{kind}/{locale}`, filled. */
export function templatePath(kind: EmailTemplateKind, locale: Locale): string {
  return `/me/email-templates/${kind}/${locale}`;
}
