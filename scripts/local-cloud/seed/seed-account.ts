import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { ensureConfirmedUser, passwordAuth } from '#scripts/local-cloud/cognito/confirmed-user.ts';
import type { Log } from '#scripts/local-cloud/log.ts';

export interface SeedTarget {
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The gateway's origin: onboarding goes through the real route. */
  appOrigin: string;
  log: Log;
}

/** A demo artist's sign-in and onboarding: what `POST /api/me/onboarding` and the profile editor take. */
interface DemoAccount {
  email: string;
  password: string;
  pseudo: string;
  displayName: string;
  locale: string;
}

type SeededAccount = { status: 'created' | 'onboarded' | 'kept'; idToken: string } | { status: 'skipped' };

/**
 * A demo artist through the real paths: a confirmed Cognito user in group `artist`, signed in, then
 * onboarded by `POST /api/me/onboarding` with its ID token and described by `PUT /api/me/profile`
 * (only when it onboarded now). Idempotent: an existing user is kept (its password too) and an
 * onboarded one is left alone. `skipped` when it cannot sign in (a kept user whose password changed).
 */
export async function seedAccount(
  target: SeedTarget,
  account: DemoAccount,
  profile: object,
): Promise<SeededAccount> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: target.cognitoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const created =
      (await ensureConfirmedUser(cognito, target.userPoolId, {
        ...account,
        group: 'artist',
        attributes: [{ Name: 'locale', Value: account.locale }],
      })) === 'created';
    let idToken: string;
    try {
      idToken = await passwordSignIn(cognito, target.userPoolClientId, account);
    } catch (error) {
      target.log.error('seed', `cannot sign in as ${account.email} (${(error as Error).name}): not seeded`);
      return { status: 'skipped' };
    }
    const onboarded = await onboard(target.appOrigin, idToken, account);
    if (onboarded) await describe(target.appOrigin, idToken, profile);
    return { status: created ? 'created' : onboarded ? 'onboarded' : 'kept', idToken };
  } finally {
    cognito.destroy();
  }
}

/** Signs in with email and password (USER_PASSWORD_AUTH), as the app's login does: the ID token. */
export async function passwordSignIn(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  account: { email: string; password: string },
): Promise<string> {
  return (await passwordAuth(cognito, clientId, account)).IdToken ?? '';
}

/** Bio, residency, links and styles, through `PUT /api/me/profile` like the editor. */
async function describe(appOrigin: string, idToken: string, profile: object) {
  const answer = await fetch(`${appOrigin}/api/me/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  if (!answer.ok) throw new Error(`PUT /api/me/profile answered ${answer.status}: ${await answer.text()}`);
}

/** Onboards through the API unless `GET /api/me` already finds the artist; true when it onboarded. */
async function onboard(appOrigin: string, idToken: string, account: DemoAccount): Promise<boolean> {
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const me = await fetch(`${appOrigin}/api/me`, { headers });
  if (me.ok) return false;
  if (me.status !== 404) throw new Error(`GET /api/me answered ${me.status}: ${await me.text()}`);
  const answer = await fetch(`${appOrigin}/api/me/onboarding`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      pseudo: account.pseudo,
      displayName: account.displayName,
      locale: account.locale,
    }),
  });
  if (!answer.ok)
    throw new Error(`POST /api/me/onboarding answered ${answer.status}: ${await answer.text()}`);
  return true;
}
