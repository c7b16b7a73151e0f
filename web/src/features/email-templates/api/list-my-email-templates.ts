import useSWR from 'swr';
import type { EmailTemplateList } from '#shared/api/contracts/email-templates.ts';
import * as emailTemplatesEndpoints from '#shared/api/endpoints/email-templates.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/email-templates` of `shared/api/routes.ts` (`listMyEmailTemplates`). */
export const MY_EMAIL_TEMPLATES_KEY = emailTemplatesEndpoints.listMyEmailTemplates.path;

function listMyEmailTemplates(): Promise<EmailTemplateList> {
  return artistApi.get<EmailTemplateList>(MY_EMAIL_TEMPLATES_KEY);
}

export function useMyEmailTemplates() {
  return useSWR<EmailTemplateList, ApiError>(MY_EMAIL_TEMPLATES_KEY, listMyEmailTemplates, {
    revalidateOnFocus: false,
  });
}
