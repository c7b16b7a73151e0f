import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';

/**
 * Issue 15, item 1: the artist's saved language and theme follow the account. An artist who saved
 * English and dark signs in on a fresh browser that speaks French and prefers light: the app is in
 * English and dark, and the preferences page says so. Switching the language answers in the new one.
 */
test('the saved language and theme follow the artist to a fresh browser, and a switch answers in the new language', async ({
  browser,
}) => {
  const artist = await bookableArtist('Prefs-artist-2026!');
  const saved = await fetch(`${e2eCloud().urls.api}/me/preferences`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${artist.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'en', theme: 'dark', hourFormat: '24' }),
  });
  expect(saved.status).toBe(200);

  const context = await browser.newContext({
    baseURL: e2eCloud().urls.app,
    locale: 'fr-FR',
    colorScheme: 'light',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(artist.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(artist.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/app(\/|$)/);

  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  // A fresh load keeps the account's choice (the cookie now says so too).
  await page.goto('/app/settings/preferences');
  await expect(html).toHaveAttribute('lang', 'en');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save the preferences' }) });
  const language = form.getByLabel('Language', { exact: true });
  await expect(language).toHaveValue('en');
  await expect(form.getByRole('radio', { name: /Dark/ })).toBeChecked();

  // Spanish: the success message speaks Spanish.
  await language.selectOption('es');
  await form.getByRole('button', { name: 'Save the preferences' }).click();
  await expect(page.getByText('Preferencias guardadas')).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'es');
  await context.close();
});
