import { describe, expect, it, vi } from 'vitest';
import { ARTIST_LOGIN_PATH, artistAuthStrategy, type CognitoSession } from './artist-auth-strategy.ts';
import { AUTH_TOKEN_KEY } from './session-token.ts';

function fakeCognito(
  idToken: string | null,
): CognitoSession & { fetchAuthSession: ReturnType<typeof vi.fn> } {
  return {
    fetchAuthSession: vi.fn(async () => ({
      tokens: idToken ? { idToken: { toString: () => idToken } } : undefined,
    })),
    signOut: vi.fn(async () => {}),
  };
}

describe('the artist session (Cognito through Amplify)', () => {
  it('sends the ID token', async () => {
    const strategy = artistAuthStrategy(fakeCognito('id-token'));
    await expect(strategy.getToken()).resolves.toBe('id-token');
  });

  it('has no token when nobody is signed in', async () => {
    await expect(artistAuthStrategy(fakeCognito(null)).getToken()).resolves.toBeNull();
  });

  it('refreshes with fetchAuthSession({ forceRefresh: true })', async () => {
    const cognito = fakeCognito('id-token');
    await artistAuthStrategy(cognito).refresh();
    expect(cognito.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('fails the refresh when Cognito gives no tokens back', async () => {
    await expect(artistAuthStrategy(fakeCognito(null)).refresh()).rejects.toThrow();
  });

  it('ends the session: auth_token removed, signed out, sent to /login', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    const cognito = fakeCognito('id-token');
    const assign = vi.fn();
    artistAuthStrategy(cognito, assign).endSession();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(ARTIST_LOGIN_PATH));
    expect(cognito.signOut).toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
