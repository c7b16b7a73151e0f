import { describe, expect, it } from 'vitest';
import { testConfig } from '#web/src/test/fixtures.ts';
import { amplifyConfig } from './amplify-config.ts';

describe('the Amplify configuration', () => {
  it('comes from config.json: pool, client, local endpoint, email sign-in, verification by code', () => {
    expect(amplifyConfig(testConfig, 'http://localhost:3000')).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'local_pool',
          userPoolClientId: 'local-client',
          userPoolEndpoint: 'http://localhost:3000/cognito',
          signUpVerificationMethod: 'code',
          loginWith: { email: true },
        },
      },
    });
  });

  it('adds the hosted UI only when a domain and social providers are configured', () => {
    const config = {
      ...testConfig,
      cognito: {
        ...testConfig.cognito,
        endpoint: undefined,
        oauthDomain: 'auth.inkslot.app',
        socialProviders: ['Google' as const],
      },
    };
    const cognito = amplifyConfig(config, 'https://inkslot.app').Auth?.Cognito;
    expect(cognito && 'userPoolEndpoint' in cognito).toBe(false);
    expect(cognito?.loginWith?.oauth).toEqual({
      domain: 'auth.inkslot.app',
      scopes: ['openid', 'email', 'profile'],
      redirectSignIn: ['https://inkslot.app/login'],
      redirectSignOut: ['https://inkslot.app/login'],
      responseType: 'code',
    });
  });
});
