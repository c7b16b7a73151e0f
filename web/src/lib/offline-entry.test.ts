import { describe, expect, it } from 'vitest';
import { type OfflineEntryFacts, opensArtistArea, storedSubject } from './offline-entry.ts';

const facts = (overrides: Partial<OfflineEntryFacts>): OfflineEntryFacts => ({
  session: 'signed-out',
  online: false,
  storedOwner: 'artist-a',
  snapshotOwner: 'artist-a',
  ...overrides,
});

describe('opening /app offline past the ID token’s hour (ADR 0099)', () => {
  it('opens with a session, online or not', () => {
    expect(
      opensArtistArea(facts({ session: 'signed-in', online: true, storedOwner: null, snapshotOwner: null })),
    ).toBe(true);
  });

  it('opens offline on the snapshot of the artist whose tokens this device keeps', () => {
    expect(opensArtistArea(facts({ online: false }))).toBe(true);
    // The browser says online, but the refresh failed on the network.
    expect(opensArtistArea(facts({ online: true, session: 'unreachable' }))).toBe(true);
  });

  it('sends to the login page online without a session (the refresh token gone)', () => {
    expect(opensArtistArea(facts({ online: true, session: 'signed-out' }))).toBe(false);
  });

  it('never opens another artist’s snapshot, nor one without kept tokens, nor without a snapshot', () => {
    expect(opensArtistArea(facts({ snapshotOwner: 'artist-b' }))).toBe(false);
    expect(opensArtistArea(facts({ storedOwner: null }))).toBe(false);
    expect(opensArtistArea(facts({ snapshotOwner: null }))).toBe(false);
    expect(opensArtistArea(facts({ storedOwner: null, snapshotOwner: null }))).toBe(false);
  });
});

function amplifyStorage(items: Record<string, string>) {
  const keys = Object.keys(items);
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => items[key] ?? null,
  };
}
const jwt = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('whose tokens this device keeps', () => {
  it('reads the sub of the last user’s ID token, expired or not', () => {
    const storage = amplifyStorage({
      'inkslot:offline:v1': '{}',
      'CognitoIdentityServiceProvider.client1.LastAuthUser': 'user-a',
      'CognitoIdentityServiceProvider.client1.user-b.idToken': jwt({ sub: 'artist-b', exp: 1 }),
      'CognitoIdentityServiceProvider.client1.user-a.idToken': jwt({ sub: 'artist-a', exp: 1 }),
    });
    expect(storedSubject(storage)).toBe('artist-a');
  });

  it('none once signed out (Amplify removed the tokens), or a damaged token', () => {
    expect(storedSubject(amplifyStorage({}))).toBeNull();
    expect(
      storedSubject(
        amplifyStorage({
          'CognitoIdentityServiceProvider.client1.LastAuthUser': 'user-a',
          'CognitoIdentityServiceProvider.client1.user-a.idToken': 'not-a-jwt',
        }),
      ),
    ).toBeNull();
    expect(storedSubject(undefined)).toBeNull();
  });
});
