import { mutate } from 'swr';
import type {
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateList,
} from '../../../../../shared/api/contracts/email-templates.ts';
import type { EmailTemplateKind } from '../../../../../shared/domain/email-templates.ts';
import type { Locale } from '../../../../../shared/i18n/locales.ts';
import { artistApi } from '../../../lib/artist-api.ts';
import { MY_EMAIL_TEMPLATES_KEY } from './list-my-email-templates.ts';
import { templatePath } from './template-path.ts';

/** `PUT /me/email-templates/{kind}/{locale}` of `shared/api/routes.ts` (`updateMyEmailTemplate`). */
export const updateMyEmailTemplateEndpoint = {
  method: 'PUT',
  path: '/me/email-templates/{kind}/{locale}',
} as const;

/** Puts one email of the list in the cache as the API answered it. */
export function replaceInList(saved: EmailTemplate) {
  return mutate(
    MY_EMAIL_TEMPLATES_KEY,
    (list?: EmailTemplateList) =>
      list && {
        items: list.items.map((item) =>
          item.kind === saved.kind && item.locale === saved.locale ? saved : item,
        ),
      },
    { revalidate: false },
  );
}

export async function updateMyEmailTemplate(
  kind: EmailTemplateKind,
  locale: Locale,
  body: EmailTemplateInput,
): Promise<EmailTemplate> {
  const saved = await artistApi.put<EmailTemplate>(templatePath(kind, locale), body);
  await replaceInList(saved);
  return saved;
}
