import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import { identitiesOf } from './shim/admin-link-provider-for-user.ts';

/** Who the provider says signed in (the local Google or Apple stand-in's consent page). */
export interface FederatedProfile {
  providerName: 'Google' | 'SignInWithApple';
  /** The provider's stable id of the account (`sub`). */
  subject: string;
  email: string;
  /** Whether the provider asserts the email verified (`email_verified`; ADR 0071). */
  emailVerified: boolean;
  name: string;
}

export type FederatedOutcome =
  | { kind: 'signed-in'; tokens: Tokens; username: string }
  /** The PreSignUp trigger linked the identity to an existing account: Cognito fails this attempt. */
  | { kind: 'linked'; errorDescription: string }
  /** The PreSignUp trigger refused the sign-in (a link it may not make, ADR 0071): Cognito's message. */
  | { kind: 'refused'; errorDescription: string };

/**
 * What Cognito does when its hosted UI comes back from Google or Apple (ADR 0056), on
 * cognito-local's own user pool: the identity already linked to an account signs in as that account;
 * one seen before signs in as its `<Provider>_<subject>` user; a new one runs the PreSignUp trigger
 * (`PreSignUp_ExternalProvider`, which may link it to a password account with the same email:
 * Cognito then refuses this first attempt, as it does in AWS), else becomes a user of its own
 * (status `EXTERNAL_PROVIDER`) and runs PostConfirmation (`PostConfirmation_ConfirmSignUp`: the
 * artist group). The tokens are cognito-local's own, so refreshing them works as for any user.
 */
export function federatedSignIn(
  services: Services,
  ctx: Context,
  ids: { userPoolId: string; clientId: string },
) {
  return async (profile: FederatedProfile): Promise<FederatedOutcome> => {
    const userPool = await services.cognito.getUserPool(ctx, ids.userPoolId);
    const client = await services.cognito.getAppClient(ctx, ids.clientId);
    if (!client) throw new Error(`no app client ${ids.clientId}`);
    const username = `${profile.providerName}_${profile.subject}`;
    const email = profile.email.trim().toLowerCase();
    const linkedAccount = async () =>
      (await userPool.listUsers(ctx)).find(
        (user) =>
          user.Username !== username &&
          identitiesOf(user).some(
            (identity) =>
              identity.providerName === profile.providerName && identity.userId === profile.subject,
          ),
      );
    let user: User | undefined =
      (await linkedAccount()) ?? (await userPool.listUsers(ctx)).find((item) => item.Username === username);

    if (!user) {
      const attributes = [
        { Name: 'email', Value: email },
        // As the pool's attribute mapping passes it from the provider (infra/stacks/auth-stack.ts).
        { Name: 'email_verified', Value: String(profile.emailVerified) },
        { Name: 'name', Value: profile.name },
      ];
      try {
        await services.triggers.preSignUp(ctx, {
          clientId: ids.clientId,
          clientMetadata: undefined,
          source: 'PreSignUp_ExternalProvider',
          userAttributes: attributes,
          username,
          userPoolId: ids.userPoolId,
          validationData: undefined,
        });
      } catch (error) {
        // cognito-local's UserLambdaValidationError names the trigger's module; Cognito's hosted UI
        // returns "PreSignUp failed with error <message>." to the app.
        if ((error as { code?: string }).code !== 'UserLambdaValidationException') throw error;
        const message = (error as Error).message.replace(/^.*? failed with error /, '');
        return { kind: 'refused', errorDescription: `PreSignUp failed with error ${message}` };
      }
      if (await linkedAccount())
        return { kind: 'linked', errorDescription: `Already found an entry for username ${username}` };
      const now = new Date();
      user = {
        Username: username,
        UserStatus: 'EXTERNAL_PROVIDER',
        Enabled: true,
        UserCreateDate: now,
        UserLastModifiedDate: now,
        // No password signs in as a federated user: nobody knows this one.
        Password: randomBytes(32).toString('base64url'),
        RefreshTokens: [],
        Attributes: [
          { Name: 'sub', Value: randomUUID() },
          ...attributes,
          {
            Name: 'identities',
            Value: JSON.stringify([
              {
                userId: profile.subject,
                providerName: profile.providerName,
                providerType: profile.providerName,
                issuer: null,
                primary: 'true',
                dateCreated: String(now.getTime()),
              },
            ]),
          },
        ],
      };
      await userPool.saveUser(ctx, user);
      await services.triggers.postConfirmation(ctx, {
        clientId: ids.clientId,
        clientMetadata: undefined,
        source: 'PostConfirmation_ConfirmSignUp',
        userAttributes: user.Attributes,
        username,
        userPoolId: ids.userPoolId,
      });
    }
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(ctx, user, groups, client, undefined, 'HostedAuth');
    await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return { kind: 'signed-in', tokens, username: user.Username };
  };
}
