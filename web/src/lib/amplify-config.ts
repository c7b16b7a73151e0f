import { Amplify, type ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from './runtime-config.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/**
 * Amplify, configured from `config.json` on first use. Only the auth and artist areas import this
 * module (through their lazy routes): public pages never download Amplify.
 */
export function amplifyConfig(config: RuntimeConfig, origin: string): ResourcesConfig {
  const { cognito } = config;
  const redirect = [`${origin}/login`];
  return {
    Auth: {
      Cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        ...(cognito.endpoint && { userPoolEndpoint: new URL(cognito.endpoint, origin).toString() }),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          ...(cognito.oauthDomain &&
            cognito.socialProviders.length > 0 && {
              oauth: {
                domain: cognito.oauthDomain,
                scopes: ['openid', 'email', 'profile'],
                redirectSignIn: redirect,
                redirectSignOut: redirect,
                responseType: 'code' as const,
              },
            }),
        },
      },
    },
  };
}

let configured = false;

export function ensureAmplifyConfigured(): void {
  if (configured) return;
  Amplify.configure(amplifyConfig(getRuntimeConfig(), window.location.origin));
  configured = true;
}
