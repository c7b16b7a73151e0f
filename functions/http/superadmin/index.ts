import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as getAdminArtist } from './get-artist.ts';
import { handler as getPlatformFigures } from './get-platform-figures.ts';
import { handler as listAdminArtists } from './list-artists.ts';
import { handler as listAuditLog } from './list-audit-log.ts';
import { handler as listAdminBugReports } from './list-bug-reports.ts';
import { handler as listAdminSuggestions } from './list-suggestions.ts';
import { handler as restoreArtist } from './restore-artist.ts';
import { handler as setBugReportStatus } from './set-bug-report-status.ts';
import { handler as setSuggestionStatus } from './set-suggestion-status.ts';
import { handler as suspendArtist } from './suspend-artist.ts';

export const handler = routeGroup('superadmin', {
  listAdminArtists,
  getAdminArtist,
  suspendArtist,
  restoreArtist,
  listAdminBugReports,
  setBugReportStatus,
  listAdminSuggestions,
  setSuggestionStatus,
  getPlatformFigures,
  listAuditLog,
});
