import type { LocalCloud } from '#scripts/local-cloud/start-local-cloud.ts';

/** What the integration globalSetup hands to the tests (`inject('localCloud')`): the local cloud's addresses and ids. */
declare module 'vitest' {
  export interface ProvidedContext {
    localCloud: Pick<
      LocalCloud,
      'urls' | 'oauthCertificate' | 'env' | 'userPoolId' | 'userPoolClientId' | 'tableName' | 'analyticsDir'
    >;
  }
}
