/** The longest message text, in characters (issue 11). */
export const MAX_MESSAGE_CHARS = 4_000;
/** Photos one message may carry. */
export const MAX_MESSAGE_PHOTOS = 6;
/** Messages one sender may send per minute, across their conversations. */
export const MESSAGES_PER_MINUTE = 30;
/** What the lists show of the last message. */
export const PREVIEW_CHARS = 140;
/** How much of the latest messages' text a conversation keeps for the lists' search. */
export const SEARCH_TEXT_CHARS = 2_000;

export type Party = 'artist' | 'client';
export const CONVERSATION_FILTERS = ['all', 'pending', 'upcoming', 'past'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const otherParty = (party: Party): Party => (party === 'artist' ? 'client' : 'artist');

/** The last message's text as the lists show it: one line, cut at a word when it is long. */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_CHARS) return line;
  const cut = line.slice(0, PREVIEW_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

/** The search text after a new message: the newest text first, lower case, bounded. */
export function nextSearchText(previous: string | undefined, text: string): string {
  return `${text.toLowerCase()}\n${previous ?? ''}`.slice(0, SEARCH_TEXT_CHARS);
}

/** Where the client stands with the artist, from their requests and bookings (the lists' filters). */
export interface ConversationTies {
  pendingRequests: number;
  /** Ends of the confirmed bookings (ISO instants). */
  bookingEnds: readonly string[];
}

export function conversationState(ties: ConversationTies, now: Date) {
  const at = now.getTime();
  return {
    pending: ties.pendingRequests > 0,
    upcoming: ties.bookingEnds.some((end) => Date.parse(end) > at),
    past: ties.bookingEnds.some((end) => Date.parse(end) <= at),
  };
}

/** Whether a conversation shows under a filter: `all`, or the state the filter names. */
export function matchesFilter(ties: ConversationTies, filter: ConversationFilter, now: Date): boolean {
  if (filter === 'all') return true;
  return conversationState(ties, now)[filter];
}

/** Whether a conversation matches a search: every word in a name, the email or the recent text. */
export function matchesSearch(fields: readonly (string | undefined)[], query: string | undefined): boolean {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter(Boolean)
    .join('\n')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  return words.every((word) => haystack.includes(word.normalize('NFD').replace(/\p{Diacritic}/gu, '')));
}

/** The minute window of an instant (rate limits). */
export const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);
