import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createConfirmedAccount, e2eCloud, uniquePseudo } from './support/local-cloud.ts';
import { skipOnboardingDetails } from './support/onboarding.ts';
import { chooseLanguage } from './support/site-language.ts';

const PASSWORD = 'Pseudo-test#2026';

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

test.describe('pseudos', () => {
  test('the onboarding refuses the taken pseudo (live check and 409), then takes a free one', async ({
    page,
  }) => {
    const { demo } = e2eCloud();
    const account = await createConfirmedAccount({ password: PASSWORD, locale: 'en' });
    const free = uniquePseudo('zoe');

    await test.step('claiming a name from /signup?pseudo= keeps it for the onboarding', async () => {
      await page.goto(`/signup?pseudo=${free}`);
      await expect(page.getByText(`Create your account to claim the name “${free}”.`)).toBeVisible();
    });

    await test.step('sign in: a new artist goes to the onboarding, the claimed name prefilled', async () => {
      await page.goto(`/login?email=${encodeURIComponent(account.email)}`);
      await field(page, 'Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL('/app/onboarding');
      await expect(field(page, 'Username')).toHaveValue(free);
    });

    await test.step(`the seeded pseudo "${demo.pseudo}" shows as taken while typing`, async () => {
      await field(page, 'Username').fill(demo.pseudo);
      await expect(page.getByRole('status')).toHaveText('This username is already taken');
    });

    await test.step('submitting it anyway: the API answers 409, shown on the field', async () => {
      await field(page, 'Display name').fill('Zoé Ink');
      const claim = page.waitForResponse(
        (response) => response.url().endsWith('/api/me/onboarding') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Continue' }).click();
      expect((await claim).status()).toBe(409);
      await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Username')).toHaveAccessibleDescription(/This username is already taken/);
      await expect(field(page, 'Username')).toBeFocused();
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    await test.step('a free pseudo works', async () => {
      await field(page, 'Username').fill(free);
      await expect(page.getByRole('status')).toHaveText('This username is available');
      await page.getByRole('button', { name: 'Continue' }).click();
      await skipOnboardingDetails(page);
      const welcome = page.getByRole('dialog', { name: 'Welcome to Inkslot, Zoé Ink!' });
      await expect(welcome).toBeVisible();
      await welcome.getByRole('button', { name: 'Go to my space' }).click();
      await expect(page).toHaveURL('/app');
      await expect(page.getByRole('heading', { level: 1, name: 'Hello Zoé Ink!' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See my page' })).toHaveAttribute('href', `/${free}`);
    });
  });

  test('an unknown pseudo shows the 404 offering to claim it', async ({ page }) => {
    await page.goto('/some-unknown-pseudo-xyz');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page not found: /some-unknown-pseudo-xyz' }),
    ).toBeVisible();
    await expect(page.getByText('No artist uses the name “some-unknown-pseudo-xyz” yet.')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Inkslot');
    const claim = page.getByRole('link', { name: 'Claim “some-unknown-pseudo-xyz”' });
    await expect(claim).toHaveAttribute('href', '/signup?pseudo=some-unknown-pseudo-xyz');

    await claim.click();
    await expect(page).toHaveURL('/signup?pseudo=some-unknown-pseudo-xyz');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your artist account' })).toBeVisible();
    await expect(
      page.getByText('Create your account to claim the name “some-unknown-pseudo-xyz”.'),
    ).toBeVisible();
  });

  test('an unknown deep route shows "Page not found: {path}", in the chosen language', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page not found: /this/does/not/exist' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Claim/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');

    await chooseLanguage(page, 'fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page introuvable : /this/does/not/exist' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  });

  test('a reserved name is not offered for claiming', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /admin' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Claim/ })).toHaveCount(0);
  });
});
