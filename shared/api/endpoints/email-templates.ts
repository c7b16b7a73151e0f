import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/email-templates.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const listMyEmailTemplates = {
  method: 'GET',
  path: '/me/email-templates',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const updateMyEmailTemplate = {
  method: 'PUT',
  path: '/me/email-templates/{kind}/{locale}',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const resetMyEmailTemplate = {
  method: 'DELETE',
  path: '/me/email-templates/{kind}/{locale}',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
export const sendMyEmailTemplateTest = {
  method: 'POST',
  path: '/me/email-templates/{kind}/{locale}/test',
  auth: 'artist',
  group: 'profile',
} as const satisfies Endpoint;
