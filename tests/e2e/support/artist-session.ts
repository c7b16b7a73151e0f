import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Browser, Page } from '@playwright/test';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { expect } from './fixtures.ts';
import { e2eCloud } from './local-cloud.ts';

/** The artist's profile tabs and settings pages that take no parameter, as the sweeps visit them. */
export const PROFILE_AND_SETTINGS_PAGES = [
  '/app/profile',
  '/app/profile/flashs',
  '/app/profile/done',
  '/app/settings',
  '/app/settings/bookings',
  '/app/settings/plan',
  '/app/settings/referral',
  '/app/settings/features',
  '/app/settings/account',
  '/app/settings/support',
  '/app/settings/bug',
  '/app/settings/suggestions',
  '/app/settings/preferences',
  '/app/settings/notifications',
  '/app/settings/consent',
];

/** An artist's ID token from the Cognito stand-in, for the API calls a spec makes on the side. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const { urls, userPoolClientId } = e2eCloud();
  const cognito = new CognitoIdentityProviderClient({
    endpoint: urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return auth.AuthenticationResult?.IdToken ?? '';
  } finally {
    cognito.destroy();
  }
}

/** The seeded demo artist's ID token. */
export function demoIdToken(): Promise<string> {
  const { demo } = e2eCloud();
  return idTokenOf(demo.email, demo.password);
}

/** Signs an artist in through `/login` (English interface) and waits for the app. */
export async function signInAsArtist(page: Page, artist: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(artist.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(artist.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app(\/|$)/);
}

/** Signs the seeded demo artist in. */
export function signInAsDemo(page: Page) {
  return signInAsArtist(page, e2eCloud().demo);
}

/** The demo artist, signed in on a browser of their own (a laptop in Paris, in English). */
export async function demoArtistPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2eCloud().urls.app,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  await signInAsDemo(page);
  return page;
}

/** Presses N (next request) in `/app/requests`' stack view until it shows `name`. */
export async function showInStack(page: Page, name: string) {
  const position = page.getByText(/^Request \d+ of \d+$/);
  const total = Number((await position.textContent())?.split(' of ')[1]);
  const heading = page.getByRole('heading', { level: 2 }).first();
  for (let press = 0; press < total && (await heading.textContent()) !== name; press += 1) {
    await page.keyboard.press('n');
    await expect(heading).toBeFocused();
  }
  await expect(heading).toHaveText(name);
}
