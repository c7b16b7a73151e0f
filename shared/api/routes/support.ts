import {
  bugReportCreated,
  bugReportInput,
  suggestionInput,
  suggestionList,
  suggestionParams,
  suggestionView,
} from '#shared/api/contracts/support.ts';
import * as endpoints from '#shared/api/endpoints/support.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** Bug reports and feature suggestions (issue 13, item 7). */
export const supportRoutes = defineRoutes(endpoints, {
  createMyBugReport: {
    handler: 'functions/http/support/create-my-bug-report.ts',
    contract: { body: bugReportInput, response: bugReportCreated },
    status: 201,
  },
  listSuggestions: {
    handler: 'functions/http/support/list-suggestions.ts',
    contract: { response: suggestionList },
  },
  createSuggestion: {
    handler: 'functions/http/support/create-suggestion.ts',
    contract: { body: suggestionInput, response: suggestionView },
    status: 201,
  },
  voteForSuggestion: {
    handler: 'functions/http/support/vote-for-suggestion.ts',
    contract: { params: suggestionParams, response: suggestionView },
  },
});
