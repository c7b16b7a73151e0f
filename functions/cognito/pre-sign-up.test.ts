import { describe, expect, it } from 'vitest';
import { federatedIdentity } from './pre-sign-up.ts';

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
