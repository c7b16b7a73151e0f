import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';

let cognito: CognitoIdentityProviderClient | undefined;

/** Cognito names a federated user `<Provider>_<subject>` (sometimes in lower case: `google_…`). */
export function federatedIdentity(userName: string): { providerName: string; subject: string } | undefined {
  const separator = userName.indexOf('_');
  if (separator <= 0) return undefined;
  const prefix = userName.slice(0, separator).toLowerCase();
  const providerName =
    prefix === 'google' ? 'Google' : prefix === 'signinwithapple' ? 'SignInWithApple' : undefined;
  return providerName ? { providerName, subject: userName.slice(separator + 1) } : undefined;
}

/**
 * The message a refused link carries (Cognito's hosted UI returns `PreSignUp failed with error
 * <message>.` to the app's callback): the SPA recognises it and says why in the user's language.
 */
export const LINK_REFUSED = 'ACCOUNT_LINK_REFUSED';

type ListedUser = { UserStatus?: string; Attributes?: { Name?: string; Value?: string }[] };

/**
 * Whether a provider's identity may join an existing account (ADR 0071): only when the provider
 * asserts the email verified AND the account's own email is confirmed (status CONFIRMED and
 * `email_verified`). Otherwise whoever controls one side could take over the other.
 */
export function mayLink(providerEmailVerified: string | undefined, account: ListedUser): boolean {
  const verified = account.Attributes?.find((attribute) => attribute.Name === 'email_verified')?.Value;
  return providerEmailVerified === 'true' && account.UserStatus === 'CONFIRMED' && verified === 'true';
}

/**
 * Cognito's PreSignUp trigger, for the first sign-in with Google or Apple (ADR 0056, 0071): when an
 * account with a password already uses that email, the provider's identity is linked to it
 * (`AdminLinkProviderForUser`) instead of a second account being made, if both sides vouch for the
 * email (`mayLink`); otherwise the sign-in is refused (`LINK_REFUSED`) and nothing is linked. After a
 * link Cognito answers that first attempt with "Already found an entry for username"; the SPA signs
 * in again at once, as the linked account. Any other sign-up passes through.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const identity = federatedIdentity(event.userName);
  const email = event.request.userAttributes.email?.trim().toLowerCase();
  if (!identity || !email || /["\\]/.test(email)) return event;
  cognito ??= new CognitoIdentityProviderClient({});
  const { Users = [] } = await cognito.send(
    new ListUsersCommand({ UserPoolId: event.userPoolId, Filter: `email = "${email}"`, Limit: 10 }),
  );
  const account = Users.find((user) => user.UserStatus !== 'EXTERNAL_PROVIDER' && user.Username);
  if (!account?.Username) return event;
  if (!mayLink(event.request.userAttributes.email_verified, account)) throw new Error(LINK_REFUSED);
  await cognito.send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: event.userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: account.Username },
      SourceUser: {
        ProviderName: identity.providerName,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: identity.subject,
      },
    }),
  );
  return event;
};
