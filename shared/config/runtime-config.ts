import * as z from 'zod';

/**
 * `config.json`, deployed beside the SPA (CDK writes it in AWS, the local gateway serves it), so one
 * build of the SPA serves every stage.
 */
export const runtimeConfig = z.object({
  stage: z.enum(['local', 'dev', 'staging', 'prod']),
  /** Base of the product's API, same origin: `/api`. */
  apiBaseUrl: z.string(),
  /** The build id of the deployed SPA; the hourly build check compares it with the running one. */
  buildId: z.string(),
  cognito: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Set only locally: the Cognito stand-in behind the gateway (`/cognito`). */
    endpoint: z.string().optional(),
    /** `USER_PASSWORD_AUTH` locally (the stand-in has no SRP); `USER_SRP_AUTH` in AWS. */
    authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
    /** The hosted UI domain for Google and Apple sign-in; absent locally. */
    oauthDomain: z.string().optional(),
    socialProviders: z.array(z.enum(['Google', 'SignInWithApple'])),
  }),
  features: z.record(z.string(), z.boolean()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
