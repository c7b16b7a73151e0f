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
} from '#shared/api/contracts/admin.ts';
import * as endpoints from '#shared/api/endpoints/admin.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

const handler = (name: string) => `functions/http/superadmin/${name}.ts`;

/** The superadmin area (issue 13, item 8): Cognito group `superadmin` only, every action audited. */
export const adminRoutes = defineRoutes(endpoints, {
  listAdminArtists: {
    handler: handler('list-artists'),
    contract: { query: adminArtistQuery, response: adminArtistPage },
  },
  getAdminArtist: {
    handler: handler('get-artist'),
    contract: { params: adminArtistParams, response: adminArtistDetail },
  },
  suspendArtist: {
    handler: handler('suspend-artist'),
    contract: { params: adminArtistParams, body: suspensionInput, response: adminArtist },
  },
  restoreArtist: {
    handler: handler('restore-artist'),
    contract: { params: adminArtistParams, response: adminArtist },
  },
  listAdminBugReports: {
    handler: handler('list-bug-reports'),
    contract: { response: adminBugReportList },
  },
  setBugReportStatus: {
    handler: handler('set-bug-report-status'),
    contract: { params: bugReportParams, body: bugStatusInput, response: adminBugReport },
  },
  listAdminSuggestions: {
    handler: handler('list-suggestions'),
    contract: { response: adminSuggestionList },
  },
  setSuggestionStatus: {
    handler: handler('set-suggestion-status'),
    contract: { params: suggestionStatusParams, body: suggestionStatusInput, response: adminSuggestion },
  },
  getPlatformFigures: {
    handler: handler('get-platform-figures'),
    contract: { query: figuresQuery, response: platformFigures },
  },
  listAuditLog: {
    handler: handler('list-audit-log'),
    contract: { response: auditLog },
  },
});
