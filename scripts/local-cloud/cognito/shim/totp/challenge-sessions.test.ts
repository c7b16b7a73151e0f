import { describe, expect, it } from 'vitest';
import { CHALLENGE_SESSION_MS, ChallengeSessions, MAX_CHALLENGE_ATTEMPTS } from './challenge-sessions.ts';

describe('the stand-in’s sign-in challenge sessions (ADR 0073)', () => {
  const challenge = { challengeName: 'SOFTWARE_TOKEN_MFA', clientId: 'web', username: 'u-1' };

  it('hold a challenge for its client and name, three minutes', () => {
    let now = 0;
    const sessions = new ChallengeSessions(() => now);
    const session = sessions.open(challenge);
    expect(session.length).toBeGreaterThanOrEqual(64);
    expect(sessions.find(session, 'SOFTWARE_TOKEN_MFA', 'web')).toMatchObject({ username: 'u-1' });
    expect(sessions.find(session, 'SOFTWARE_TOKEN_MFA', 'other-client')).toBeUndefined();
    expect(sessions.find(session, 'NEW_PASSWORD_REQUIRED', 'web')).toBeUndefined();
    expect(sessions.find(undefined, 'SOFTWARE_TOKEN_MFA', 'web')).toBeUndefined();
    now = CHALLENGE_SESSION_MS - 1;
    expect(sessions.find(session, 'SOFTWARE_TOKEN_MFA', 'web')).toBeDefined();
    now = CHALLENGE_SESSION_MS;
    expect(sessions.find(session, 'SOFTWARE_TOKEN_MFA', 'web')).toBeUndefined();
  });

  it('close after five wrong answers, or once answered', () => {
    const sessions = new ChallengeSessions(() => 0);
    const session = sessions.open(challenge);
    for (let wrong = 1; wrong < MAX_CHALLENGE_ATTEMPTS; wrong += 1) sessions.fail(session);
    expect(sessions.find(session, 'SOFTWARE_TOKEN_MFA', 'web')).toBeDefined();
    sessions.fail(session);
    expect(sessions.find(session, 'SOFTWARE_TOKEN_MFA', 'web')).toBeUndefined();
    const other = sessions.open(challenge);
    sessions.close(other);
    expect(sessions.find(other, 'SOFTWARE_TOKEN_MFA', 'web')).toBeUndefined();
  });
});
