import { describe, expect, it } from 'vitest';
import { artistOnboarded } from './definitions/onboarding.ts';
import { outboxItem } from './outbox.ts';

const payload = {
  artistId: 'a1',
  pseudo: 'demo',
  displayName: 'Demo',
  email: 'demo@example.com',
  locale: 'fr' as const,
};

describe('outboxItem', () => {
  it('wraps the payload in the envelope with metadata', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const item = outboxItem(artistOnboarded, payload, { correlationId: 'c1', now, id: 'e1' });
    expect(item).toMatchObject({ eventId: 'e1', source: 'inkslot', detailType: 'artist.onboarded' });
    expect(JSON.parse(item.detail)).toEqual({
      metadata: { id: 'e1', version: 1, occurredAt: '2026-11-21T10:00:00.000Z', correlationId: 'c1' },
      payload,
    });
    expect(item.expiresAt).toBe(now.getTime() / 1000 + 7 * 24 * 3600);
  });

  it('refuses a payload that breaks the contract', () => {
    expect(() =>
      outboxItem(artistOnboarded, { ...payload, email: 'nope' }, { correlationId: 'c' }),
    ).toThrow();
  });
});
