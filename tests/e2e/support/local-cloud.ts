import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import type { DEMO_ARTIST } from '#scripts/local-cloud/seed/demo-artist.ts';
import { codeIn, waitForMail } from './mailbox.ts';

/** What the e2e globalSetup hands to the workers (`E2E_LOCAL_CLOUD`). */
export interface E2eCloud {
  urls: { app: string; api: string; mailbox: string; cognito: string; ses: string; push: string };
  env: Record<string, string>;
  userPoolId: string;
  userPoolClientId: string;
  tableName: string;
  demo: typeof DEMO_ARTIST;
}

export function e2eCloud(): E2eCloud {
  const json = process.env.E2E_LOCAL_CLOUD;
  if (!json) throw new Error('E2E_LOCAL_CLOUD is not set: run through tests/e2e/playwright.config.ts');
  return JSON.parse(json) as E2eCloud;
}

/** A unique address on a domain that never leaves the machine. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@inkslot.test`;
}

/** A unique, valid pseudo (3–30 of `a-z0-9._-`). */
export function uniquePseudo(prefix = 'ink'): string {
  return `${prefix}-${randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

/**
 * A confirmed artist account, made the way the SPA makes one (public sign-up with a `locale`, then
 * the mailed code), without going through the pages: for specs whose subject comes later.
 */
export async function createConfirmedAccount(input: {
  email?: string;
  password: string;
  locale: 'fr' | 'en' | 'es';
}): Promise<{ email: string; password: string }> {
  const { urls, userPoolClientId } = e2eCloud();
  const email = input.email ?? uniqueEmail('account');
  const cognito = new CognitoIdentityProviderClient({
    endpoint: urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: userPoolClientId,
        Username: email,
        Password: input.password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'locale', Value: input.locale },
        ],
      }),
    );
    const code = codeIn(await waitForMail(email));
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: userPoolClientId, Username: email, ConfirmationCode: code }),
    );
  } finally {
    cognito.destroy();
  }
  return { email, password: input.password };
}

/**
 * A first name unique to a test, with no digit: a mail's 6-digit code must be the only six digits in
 * it (the greeting names the client).
 */
export function uniqueFirstName(name: string): string {
  const part = randomUUID()
    .slice(0, 6)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g');
  return `${name} ${part}`;
}
