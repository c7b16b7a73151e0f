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
      };
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
