import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/support.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const createMyBugReport = {
  method: 'POST',
  path: '/me/bug-reports',
  auth: 'artist',
  group: 'support',
} as const satisfies Endpoint;
export const listSuggestions = {
  method: 'GET',
  path: '/me/suggestions',
  auth: 'artist',
  group: 'support',
} as const satisfies Endpoint;
export const createSuggestion = {
  method: 'POST',
  path: '/me/suggestions',
  auth: 'artist',
  group: 'support',
} as const satisfies Endpoint;
export const voteForSuggestion = {
  method: 'PUT',
  path: '/me/suggestions/{suggestionId}/vote',
  auth: 'artist',
  group: 'support',
} as const satisfies Endpoint;
