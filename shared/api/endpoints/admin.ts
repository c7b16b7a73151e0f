import type { Endpoint } from '#shared/api/route-types.ts';

const admin = { auth: 'superadmin', group: 'superadmin' } as const;

/**
 * The SPA's and the tools' half of the routes of `../routes/admin.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const listAdminArtists = {
  ...admin,
  method: 'GET',
  path: '/admin/artists',
} as const satisfies Endpoint;
export const getAdminArtist = {
  ...admin,
  method: 'GET',
  path: '/admin/artists/{artistId}',
} as const satisfies Endpoint;
export const suspendArtist = {
  ...admin,
  method: 'PUT',
  path: '/admin/artists/{artistId}/suspension',
} as const satisfies Endpoint;
export const restoreArtist = {
  ...admin,
  method: 'DELETE',
  path: '/admin/artists/{artistId}/suspension',
} as const satisfies Endpoint;
export const listAdminBugReports = {
  ...admin,
  method: 'GET',
  path: '/admin/bug-reports',
} as const satisfies Endpoint;
export const setBugReportStatus = {
  ...admin,
  method: 'PUT',
  path: '/admin/bug-reports/{reportId}/status',
} as const satisfies Endpoint;
export const listAdminSuggestions = {
  ...admin,
  method: 'GET',
  path: '/admin/suggestions',
} as const satisfies Endpoint;
export const setSuggestionStatus = {
  ...admin,
  method: 'PUT',
  path: '/admin/suggestions/{suggestionId}/status',
} as const satisfies Endpoint;
export const getPlatformFigures = {
  ...admin,
  method: 'GET',
  path: '/admin/figures',
} as const satisfies Endpoint;
export const listAuditLog = {
  ...admin,
  method: 'GET',
  path: '/admin/audit-log',
} as const satisfies Endpoint;
