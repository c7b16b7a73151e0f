import type { Router } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { COGNITO_TRIGGERS } from './in-process-lambda.ts';

const USER_POOL_NAME = 'inkslot-local';
const APP_CLIENT_NAME = 'inkslot-web';
const USER_GROUPS = ['artist', 'superadmin'] as const;

/** The pool as the product's CDK stack declares it, minus what the stand-in cannot do (SRP, hosted UI). */
const USER_POOL = {
  PoolName: USER_POOL_NAME,
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  // The CDK's `keepOriginal: { email: true }`: a new email applies once its code is confirmed.
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
  UsernameConfiguration: { CaseSensitive: false },
  // The CDK's `mfa: OPTIONAL`, TOTP only (ADR 0073); the stand-in's shim answers its targets.
  MfaConfiguration: 'OPTIONAL',
  Policies: {
    PasswordPolicy: {
      MinimumLength: 8,
      RequireSymbols: true,
      RequireUppercase: false,
      RequireLowercase: false,
      RequireNumbers: false,
      TemporaryPasswordValidityDays: 7,
    },
  },
  LambdaConfig: {
    CustomMessage: COGNITO_TRIGGERS.CustomMessage,
    PostConfirmation: COGNITO_TRIGGERS.PostConfirmation,
    PreSignUp: COGNITO_TRIGGERS.PreSignUp,
  },
};

const APP_CLIENT = {
  ClientName: APP_CLIENT_NAME,
  GenerateSecret: false,
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  AccessTokenValidity: 60,
  IdTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  PreventUserExistenceErrors: 'ENABLED',
};

/**
 * Creates the user pool, its groups and the SPA's app client through cognito-local's own targets,
 * or finds them by name in the data kept from an earlier start.
 */
export async function provisionUserPool(router: Router, ctx: Context) {
  const call = (target: string, req: object) => router(target)(ctx, req);

  const { UserPools = [] } = await call('ListUserPools', { MaxResults: 60 });
  let userPoolId: string | undefined = UserPools.find(
    (p: { Name?: string }) => p.Name === USER_POOL_NAME,
  )?.Id;
  userPoolId ??= (await call('CreateUserPool', USER_POOL)).UserPool.Id as string;

  const { Groups = [] } = await call('ListGroups', { UserPoolId: userPoolId });
  for (const group of USER_GROUPS) {
    if (Groups.some((g: { GroupName?: string }) => g.GroupName === group)) continue;
    await call('CreateGroup', { UserPoolId: userPoolId, GroupName: group });
  }

  const { UserPoolClients = [] } = await call('ListUserPoolClients', {
    UserPoolId: userPoolId,
    MaxResults: 60,
  });
  let userPoolClientId: string | undefined = UserPoolClients.find(
    (c: { ClientName?: string }) => c.ClientName === APP_CLIENT_NAME,
  )?.ClientId;
  userPoolClientId ??= (await call('CreateUserPoolClient', { UserPoolId: userPoolId, ...APP_CLIENT }))
    .UserPoolClient.ClientId as string;

  return { userPoolId, userPoolClientId };
}
