/** What the integration globalSetup hands to the tests (`inject('localCloud')`). */
declare module 'vitest' {
  export interface ProvidedContext {
    localCloud: {
      urls: {
        app: string;
        api: string;
        mailbox: string;
        dynamodb: string;
        cognito: string;
        ses: string;
        s3: string;
        bus: string;
        ssm: string;
        oauth: string;
      };
      /** The OAuth stand-in's self-signed certificate (PEM), for an HTTPS client to trust. */
      oauthCertificate: string;
      env: Record<string, string>;
      userPoolId: string;
      userPoolClientId: string;
      tableName: string;
      /** The analytics archive the local bus writes (`npm run analytics` reads the same layout). */
      analyticsDir: string;
    };
  }
}

export {};
