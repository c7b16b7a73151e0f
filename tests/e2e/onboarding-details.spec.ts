import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createConfirmedAccount, e2eCloud } from './support/local-cloud.ts';

/**
 * Issue 15, item 5: the onboarding's page-address preview shows the address as typed (no
 * percent-encoding, no '%E2%80%A6' while empty), the username's format is checked while typing, and a
 * taken username shows one message, not two.
 */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

test('the onboarding shows the page address as typed, checks its format live, and says "taken" once', async ({
  page,
}) => {
  const { demo } = e2eCloud();
  const account = await createConfirmedAccount({ password: 'Onboarding-2026!', locale: 'en' });
  await page.goto(`/login?email=${encodeURIComponent(account.email)}`);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/app/onboarding');
  const origin = new URL(page.url()).origin;
  const username = field(page, 'Username');

  await expect(page.getByText(`Your page address: ${origin}/your-name`)).toBeVisible();
  await expect(page.getByText(/%E2%80%A6|%20/)).toHaveCount(0);

  // A space is not allowed: said while typing, before any submit; the address shows what was typed.
  await username.fill('ink mia');
  await expect(page.getByText(`Your page address: ${origin}/ink mia`)).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await username.fill('ink-mia-ok');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');

  // The demo's name: "taken" once while typing, and once after the 409.
  await username.fill(demo.pseudo);
  await expect(page.getByRole('status')).toHaveText('This username is already taken');
  await expect(page.getByText('This username is already taken')).toHaveCount(1);
  await field(page, 'Display name').fill('Mia Ink');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This username is already taken')).toHaveCount(1);
});
