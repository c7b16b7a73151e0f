import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/routes.ts';
import { exportMyDataEndpoint } from './account-data/api/export-my-data.ts';
import { deleteMyAccountEndpoint } from './account-deletion/api/delete-my-account.ts';
import { getMyArtistEndpoint } from './artist/api/get-my-artist.ts';
import { getPseudoAvailabilityEndpoint } from './artist/api/get-pseudo-availability.ts';
import { startOnboardingEndpoint } from './artist/api/start-onboarding.ts';
import { updateMyFeaturesEndpoint } from './artist-features/api/update-my-features.ts';
import { syncMyEmailEndpoint } from './auth/api/sync-my-email.ts';
import { listMyEmailTemplatesEndpoint } from './email-templates/api/list-my-email-templates.ts';
import { resetMyEmailTemplateEndpoint } from './email-templates/api/reset-my-email-template.ts';
import { sendMyEmailTemplateTestEndpoint } from './email-templates/api/send-my-email-template-test.ts';
import { updateMyEmailTemplateEndpoint } from './email-templates/api/update-my-email-template.ts';
import { updateMyPreferencesEndpoint } from './preferences/api/update-my-preferences.ts';
import { getMyProfileEndpoint } from './profile/api/get-my-profile.ts';
import { updateMyProfileEndpoint } from './profile/api/update-my-profile.ts';
import { askTravelDemandEndpoint } from './public-profile/api/ask-travel-demand.ts';
import { getPublicProfileEndpoint } from './public-profile/api/get-public-profile.ts';
import { recordPageViewEndpoint } from './public-profile/api/record-page-view.ts';
import { getAdminArtistEndpoint } from './superadmin/api/get-admin-artist.ts';
import { getPlatformFiguresEndpoint } from './superadmin/api/get-platform-figures.ts';
import { listAdminArtistsEndpoint } from './superadmin/api/list-admin-artists.ts';
import { listAdminBugReportsEndpoint } from './superadmin/api/list-admin-bug-reports.ts';
import { listAdminSuggestionsEndpoint } from './superadmin/api/list-admin-suggestions.ts';
import { listAuditLogEndpoint } from './superadmin/api/list-audit-log.ts';
import { restoreArtistEndpoint } from './superadmin/api/restore-artist.ts';
import { setBugReportStatusEndpoint } from './superadmin/api/set-bug-report-status.ts';
import { setSuggestionStatusEndpoint } from './superadmin/api/set-suggestion-status.ts';
import { suspendArtistEndpoint } from './superadmin/api/suspend-artist.ts';
import { createMyBugReportEndpoint } from './support/api/create-my-bug-report.ts';
import { createSuggestionEndpoint } from './support/api/create-suggestion.ts';
import { listSuggestionsEndpoint } from './support/api/list-suggestions.ts';
import { voteForSuggestionEndpoint } from './support/api/vote-for-suggestion.ts';
import { createMyTravelEndpoint } from './travels/api/create-my-travel.ts';
import { deleteMyTravelEndpoint } from './travels/api/delete-my-travel.ts';
import { getMyTravelDemandEndpoint } from './travels/api/get-my-travel-demand.ts';
import { listMyTravelsEndpoint } from './travels/api/list-my-travels.ts';
import { updateMyTravelEndpoint } from './travels/api/update-my-travel.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the endpoints the SPA calls', () => {
  it.each([
    ['getMyArtist', getMyArtistEndpoint],
    ['startOnboarding', startOnboardingEndpoint],
    ['getPseudoAvailability', getPseudoAvailabilityEndpoint],
    ['getPublicProfile', getPublicProfileEndpoint],
    ['recordPageView', recordPageViewEndpoint],
    ['askTravelDemand', askTravelDemandEndpoint],
    ['getMyTravelDemand', getMyTravelDemandEndpoint],
    ['getMyProfile', getMyProfileEndpoint],
    ['updateMyProfile', updateMyProfileEndpoint],
    ['updateMyPreferences', updateMyPreferencesEndpoint],
    ['updateMyFeatures', updateMyFeaturesEndpoint],
    ['syncMyEmail', syncMyEmailEndpoint],
    ['exportMyData', exportMyDataEndpoint],
    ['deleteMyAccount', deleteMyAccountEndpoint],
    ['createMyBugReport', createMyBugReportEndpoint],
    ['listAdminArtists', listAdminArtistsEndpoint],
    ['getAdminArtist', getAdminArtistEndpoint],
    ['suspendArtist', suspendArtistEndpoint],
    ['restoreArtist', restoreArtistEndpoint],
    ['listAdminBugReports', listAdminBugReportsEndpoint],
    ['setBugReportStatus', setBugReportStatusEndpoint],
    ['listAdminSuggestions', listAdminSuggestionsEndpoint],
    ['setSuggestionStatus', setSuggestionStatusEndpoint],
    ['getPlatformFigures', getPlatformFiguresEndpoint],
    ['listAuditLog', listAuditLogEndpoint],
    ['listSuggestions', listSuggestionsEndpoint],
    ['createSuggestion', createSuggestionEndpoint],
    ['voteForSuggestion', voteForSuggestionEndpoint],
    ['listMyEmailTemplates', listMyEmailTemplatesEndpoint],
    ['updateMyEmailTemplate', updateMyEmailTemplateEndpoint],
    ['resetMyEmailTemplate', resetMyEmailTemplateEndpoint],
    ['sendMyEmailTemplateTest', sendMyEmailTemplateTestEndpoint],
    ['listMyTravels', listMyTravelsEndpoint],
    ['createMyTravel', createMyTravelEndpoint],
    ['updateMyTravel', updateMyTravelEndpoint],
    ['deleteMyTravel', deleteMyTravelEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
