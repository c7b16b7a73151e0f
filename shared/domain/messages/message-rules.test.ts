import { describe, expect, it } from 'vitest';
import { conversationIdOf } from './conversation-id.ts';
import {
  conversationState,
  matchesFilter,
  matchesSearch,
  messagePreview,
  nextSearchText,
  PREVIEW_CHARS,
  SEARCH_TEXT_CHARS,
} from './message-rules.ts';

describe('conversationIdOf', () => {
  it('names one conversation per artist and normalized email, as a UUID-shaped id', () => {
    const id = conversationIdOf('artist-1', 'Lea@Example.com ');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(conversationIdOf('artist-1', 'lea@example.com')).toBe(id);
    expect(conversationIdOf('artist-2', 'lea@example.com')).not.toBe(id);
    expect(conversationIdOf('artist-1', 'bob@example.com')).not.toBe(id);
  });
});

describe('messagePreview', () => {
  it('keeps a short text on one line', () => {
    expect(messagePreview('  Hello\n\nLéa,   12 cm?  ')).toBe('Hello Léa, 12 cm?');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const preview = messagePreview(text);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(preview.endsWith('word…')).toBe(true);
  });
});

describe('nextSearchText', () => {
  it('puts the newest text first, lower case, bounded', () => {
    const first = nextSearchText(undefined, 'Rose on the FOREARM');
    expect(first.startsWith('rose on the forearm')).toBe(true);
    const long = nextSearchText(first, 'x'.repeat(SEARCH_TEXT_CHARS));
    expect(long).toHaveLength(SEARCH_TEXT_CHARS);
    expect(long.startsWith('x')).toBe(true);
  });
});

describe('the lists’ filters', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ties = { pendingRequests: 1, bookingEnds: ['2026-11-20T12:00:00Z', '2026-12-01T12:00:00Z'] };

  it('say where the client stands: pending request, upcoming and past bookings', () => {
    expect(conversationState(ties, now)).toEqual({ pending: true, upcoming: true, past: true });
    expect(conversationState({ pendingRequests: 0, bookingEnds: [] }, now)).toEqual({
      pending: false,
      upcoming: false,
      past: false,
    });
  });

  it('show everything under all, and only the matching state otherwise', () => {
    const none = { pendingRequests: 0, bookingEnds: [] };
    expect(matchesFilter(none, 'all', now)).toBe(true);
    expect(matchesFilter(none, 'pending', now)).toBe(false);
    expect(matchesFilter({ pendingRequests: 0, bookingEnds: ['2026-11-26T12:00:00Z'] }, 'past', now)).toBe(
      true,
    );
    expect(
      matchesFilter({ pendingRequests: 0, bookingEnds: ['2026-11-26T12:00:00Z'] }, 'upcoming', now),
    ).toBe(false);
  });
});

describe('matchesSearch', () => {
  it('matches every word, whatever the case and accents', () => {
    const fields = ['Léa', 'Martin', 'lea@example.com', 'a rose on the forearm'];
    expect(matchesSearch(fields, undefined)).toBe(true);
    expect(matchesSearch(fields, '  ')).toBe(true);
    expect(matchesSearch(fields, 'lea ROSE')).toBe(true);
    expect(matchesSearch(fields, 'Léa dragon')).toBe(false);
  });
});
