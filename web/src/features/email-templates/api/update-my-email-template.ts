import { mutate } from 'swr';
import type {
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateList,
} from '#shared/api/contracts/email-templates.ts';
import * as emailTemplatesEndpoints from '#shared/api/endpoints/email-templates.ts';
import type { EmailTemplateKind } from '#shared/domain/email-templates.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { MY_EMAIL_TEMPLATES_KEY } from './list-my-email-templates.ts';

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

/** `PUT /me/email-templates/{kind}/{locale}` (`updateMyEmailTemplate`). */
export async function updateMyEmailTemplate(
  kind: EmailTemplateKind,
  locale: Locale,
  body: EmailTemplateInput,
): Promise<EmailTemplate> {
  const saved = await artistApi.put<EmailTemplate>(
    apiPath(emailTemplatesEndpoints.updateMyEmailTemplate.path, { kind, locale }),
    body,
  );
  await replaceInList(saved);
  return saved;
}
