import { fromEnv } from '@aws-sdk/credential-provider-env';

type Credentials = { expiration?: Date };

/**
 * Stands in for `@aws-sdk/credential-provider-node` inside the Lambda bundles (the `alias` of
 * infra/lib/function-bundle.ts). Lambda hands every invocation its role's credentials in the
 * environment, the first link of the SDK's default chain; the other links (SSO, ini files,
 * processes, web identity, the instance metadata service) and the STS and SSO clients they import
 * are never reached there, yet cost 90 KiB and their module set-up on every cold start. ADR 0038.
 */
export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);

export const credentialsWillNeedRefresh = (credentials?: Credentials) =>
  credentials?.expiration !== undefined;

export const credentialsTreatedAsExpired = (credentials?: Credentials) =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
