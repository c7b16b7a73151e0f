import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as createMyBugReport } from './create-my-bug-report.ts';
import { handler as createSuggestion } from './create-suggestion.ts';
import { handler as listSuggestions } from './list-suggestions.ts';
import { handler as voteForSuggestion } from './vote-for-suggestion.ts';

export const handler = routeGroup('support', {
  createMyBugReport,
  listSuggestions,
  createSuggestion,
  voteForSuggestion,
});
