import {
  adminArtist,
  adminArtistDetail,
  adminArtistPage,
  adminArtistParams,
  adminArtistQuery,
  adminBugReport,
  adminBugReportList,
  adminSuggestion,
  adminSuggestionList,
  auditLog,
  bugReportParams,
  bugStatusInput,
  figuresQuery,
  platformFigures,
  suggestionStatusInput,
  suggestionStatusParams,
  suspensionInput,
} from '../contracts/admin.ts';
import { defineRoute } from '../route-types.ts';

const admin = { auth: 'superadmin', group: 'superadmin' } as const;
const handler = (name: string) => `functions/http/superadmin/${name}.ts`;

/** The superadmin area (issue 13, item 8): Cognito group `superadmin` only, every action audited. */
export const adminRoutes = {
  listAdminArtists: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/artists',
    handler: handler('list-artists'),
    contract: { query: adminArtistQuery, response: adminArtistPage },
  }),
  getAdminArtist: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/artists/{artistId}',
    handler: handler('get-artist'),
    contract: { params: adminArtistParams, response: adminArtistDetail },
  }),
  suspendArtist: defineRoute({
    ...admin,
    method: 'PUT',
    path: '/admin/artists/{artistId}/suspension',
    handler: handler('suspend-artist'),
    contract: { params: adminArtistParams, body: suspensionInput, response: adminArtist },
  }),
  restoreArtist: defineRoute({
    ...admin,
    method: 'DELETE',
    path: '/admin/artists/{artistId}/suspension',
    handler: handler('restore-artist'),
    contract: { params: adminArtistParams, response: adminArtist },
  }),
  listAdminBugReports: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/bug-reports',
    handler: handler('list-bug-reports'),
    contract: { response: adminBugReportList },
  }),
  setBugReportStatus: defineRoute({
    ...admin,
    method: 'PUT',
    path: '/admin/bug-reports/{reportId}/status',
    handler: handler('set-bug-report-status'),
    contract: { params: bugReportParams, body: bugStatusInput, response: adminBugReport },
  }),
  listAdminSuggestions: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/suggestions',
    handler: handler('list-suggestions'),
    contract: { response: adminSuggestionList },
  }),
  setSuggestionStatus: defineRoute({
    ...admin,
    method: 'PUT',
    path: '/admin/suggestions/{suggestionId}/status',
    handler: handler('set-suggestion-status'),
    contract: { params: suggestionStatusParams, body: suggestionStatusInput, response: adminSuggestion },
  }),
  getPlatformFigures: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/figures',
    handler: handler('get-platform-figures'),
    contract: { query: figuresQuery, response: platformFigures },
  }),
  listAuditLog: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/audit-log',
    handler: handler('list-audit-log'),
    contract: { response: auditLog },
  }),
} as const;
