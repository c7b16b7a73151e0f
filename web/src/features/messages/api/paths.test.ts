import { describe, expect, it } from 'vitest';
import { listMyConversationsKey } from './list-my-conversations.ts';

describe('the messages paths', () => {
  it('asks the list with only the filter and search that narrow it', () => {
    expect(listMyConversationsKey()).toBe('/me/conversations');
    expect(listMyConversationsKey({ filter: 'all', q: '  ' })).toBe('/me/conversations');
    expect(listMyConversationsKey({ filter: 'past', q: ' Léa rose ' })).toBe(
      '/me/conversations?filter=past&q=L%C3%A9a+rose',
    );
  });
});
