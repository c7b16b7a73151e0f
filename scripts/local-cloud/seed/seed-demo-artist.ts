import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../aws-credentials.ts';
import type { Log } from '../log.ts';
import { DEMO_ARTIST, DEMO_PROFILE } from './demo-artist.ts';
import { seedDemoSchedule } from './seed-demo-schedule.ts';

export interface SeedTarget {
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The gateway's origin: onboarding goes through the real route. */
  appOrigin: string;
  log: Log;
}

/**
 * Seeds the demo artist through the real paths: a confirmed Cognito user in group `artist`, signed
 * in, then onboarded by `POST /api/me/onboarding` with its ID token, then given weekly availability
 * and a flash with its image for the booking form (seed-demo-schedule.ts). Idempotent: an existing
 * user is kept (its password too) and an onboarded one is left alone.
 */
export async function seedDemoArtist(
  target: SeedTarget,
): Promise<'created' | 'onboarded' | 'kept' | 'skipped'> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: target.cognitoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const created = await createUser(cognito, target.userPoolId);
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: target.userPoolId,
        Username: DEMO_ARTIST.email,
        GroupName: 'artist',
      }),
    );
    let idToken: string;
    try {
      const auth = await cognito.send(
        new InitiateAuthCommand({
          ClientId: target.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: DEMO_ARTIST.email, PASSWORD: DEMO_ARTIST.password },
        }),
      );
      idToken = auth.AuthenticationResult?.IdToken ?? '';
    } catch (error) {
      target.log.error(
        'seed',
        `cannot sign in as ${DEMO_ARTIST.email} (${(error as Error).name}): demo not seeded`,
      );
      return 'skipped';
    }
    const onboarded = await onboard(target.appOrigin, idToken);
    if (onboarded) await describeDemo(target.appOrigin, idToken);
    // What the booking form offers: weekly availability and a flash with its image (kept if present).
    try {
      const added = await seedDemoSchedule(target, idToken);
      if (added.availability || added.flash) {
        target.log.info(
          'seed',
          `demo booking: availability ${added.availability ? 'added' : 'kept'}, flash ${added.flash ? 'added' : 'kept'}`,
        );
      }
    } catch (error) {
      target.log.error(
        'seed',
        `the demo's availability or flash could not be seeded: ${(error as Error).message}`,
      );
    }
    if (created) return 'created';
    return onboarded ? 'onboarded' : 'kept';
  } finally {
    cognito.destroy();
  }
}

async function createUser(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: DEMO_ARTIST.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: DEMO_ARTIST.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'locale', Value: DEMO_ARTIST.locale },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof UsernameExistsException) return false;
    throw error;
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: DEMO_ARTIST.email,
      Password: DEMO_ARTIST.password,
      Permanent: true,
    }),
  );
  return true;
}

/** The demo's bio, residency, Instagram and styles, through `PUT /api/me/profile` like the editor. */
async function describeDemo(appOrigin: string, idToken: string) {
  const answer = await fetch(`${appOrigin}/api/me/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_PROFILE),
  });
  if (!answer.ok) throw new Error(`PUT /api/me/profile answered ${answer.status}: ${await answer.text()}`);
}

/** Onboards through the API unless `GET /api/me` already finds the artist; true when it onboarded. */
async function onboard(appOrigin: string, idToken: string): Promise<boolean> {
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const me = await fetch(`${appOrigin}/api/me`, { headers });
  if (me.ok) return false;
  if (me.status !== 404) throw new Error(`GET /api/me answered ${me.status}: ${await me.text()}`);
  const answer = await fetch(`${appOrigin}/api/me/onboarding`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      pseudo: DEMO_ARTIST.pseudo,
      displayName: DEMO_ARTIST.displayName,
      locale: DEMO_ARTIST.locale,
    }),
  });
  if (!answer.ok)
    throw new Error(`POST /api/me/onboarding answered ${answer.status}: ${await answer.text()}`);
  return true;
}
