import { describe, expect, it } from 'vitest';
import { federatedIdentity, mayLink } from './pre-sign-up.ts';

describe('the federated user name', () => {
  it('names the provider as Cognito does in AdminLinkProviderForUser, and the subject', () => {
    expect(federatedIdentity('Google_1170281')).toEqual({ providerName: 'Google', subject: '1170281' });
    expect(federatedIdentity('google_1170281')).toEqual({ providerName: 'Google', subject: '1170281' });
    expect(federatedIdentity('SignInWithApple_000123.abc_def')).toEqual({
      providerName: 'SignInWithApple',
      subject: '000123.abc_def',
    });
  });

  it('is none for a password account or an unknown provider', () => {
    expect(federatedIdentity('3f1c2d-uuid')).toBeUndefined();
    expect(federatedIdentity('Facebook_42')).toBeUndefined();
    expect(federatedIdentity('_42')).toBeUndefined();
  });
});

describe('linking a provider to an existing account (ADR 0071)', () => {
  const confirmed = {
    UserStatus: 'CONFIRMED',
    Attributes: [{ Name: 'email_verified', Value: 'true' }],
  };

  it('links only a provider-verified email to a confirmed account with a verified email', () => {
    expect(mayLink('true', confirmed)).toBe(true);
  });

  it('refuses an email the provider does not vouch for', () => {
    expect(mayLink('false', confirmed)).toBe(false);
    expect(mayLink(undefined, confirmed)).toBe(false);
  });

  it('refuses an account never confirmed, or whose email is not verified', () => {
    expect(mayLink('true', { ...confirmed, UserStatus: 'UNCONFIRMED' })).toBe(false);
    expect(mayLink('true', { ...confirmed, UserStatus: 'FORCE_CHANGE_PASSWORD' })).toBe(false);
    expect(mayLink('true', { UserStatus: 'CONFIRMED', Attributes: [] })).toBe(false);
    expect(
      mayLink('true', { UserStatus: 'CONFIRMED', Attributes: [{ Name: 'email_verified', Value: 'false' }] }),
    ).toBe(false);
  });
});
