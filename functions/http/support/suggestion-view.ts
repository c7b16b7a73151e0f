import type { SuggestionView } from '#shared/api/contracts/support.ts';
import type { SuggestionStatus } from '#shared/domain/support.ts';

/** A suggestion as an artist sees it: whether it is theirs and whether they voted, never its author. */
export function suggestionView(
  item: {
    suggestionId: string;
    authorId: string;
    title: string;
    description: string;
    status: SuggestionStatus;
    votes: number;
    createdAt: string;
  },
  artistId: string,
  votedByMe: boolean,
): SuggestionView {
  return {
    suggestionId: item.suggestionId,
    title: item.title,
    description: item.description,
    status: item.status,
    votes: item.votes,
    votedByMe,
    mine: item.authorId === artistId,
    createdAt: item.createdAt,
  };
}
