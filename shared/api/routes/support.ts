import {
  bugReportCreated,
  bugReportInput,
  suggestionInput,
  suggestionList,
  suggestionParams,
  suggestionView,
} from '../contracts/support.ts';
import { defineRoute } from '../route-types.ts';

/** Bug reports and feature suggestions (issue 13, item 7). */
export const supportRoutes = {
  createMyBugReport: defineRoute({
    method: 'POST',
    path: '/me/bug-reports',
    auth: 'artist',
    group: 'support',
    handler: 'functions/http/support/create-my-bug-report.ts',
    contract: { body: bugReportInput, response: bugReportCreated },
    status: 201,
  }),
  listSuggestions: defineRoute({
    method: 'GET',
    path: '/me/suggestions',
    auth: 'artist',
    group: 'support',
    handler: 'functions/http/support/list-suggestions.ts',
    contract: { response: suggestionList },
  }),
  createSuggestion: defineRoute({
    method: 'POST',
    path: '/me/suggestions',
    auth: 'artist',
    group: 'support',
    handler: 'functions/http/support/create-suggestion.ts',
    contract: { body: suggestionInput, response: suggestionView },
    status: 201,
  }),
  voteForSuggestion: defineRoute({
    method: 'PUT',
    path: '/me/suggestions/{suggestionId}/vote',
    auth: 'artist',
    group: 'support',
    handler: 'functions/http/support/vote-for-suggestion.ts',
    contract: { params: suggestionParams, response: suggestionView },
  }),
} as const;
