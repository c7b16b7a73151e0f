import { expect, test } from './support/fixtures.ts';

/**
 * The landing and the legal pages (issue 9, item 7; ADR 0034): prerendered documents with the spec's
 * hero, features, pricing, FAQ and footer, in the visitor's language, readable without the app's
 * code, and light to load (their JS budget is in bundle-budgets.spec.ts).
 */

test('the landing is a static page in the visitor’s language, with pricing, an FAQ and the legal pages', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR', colorScheme: 'light' });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // French, from the browser's language: the spec's hero, features, pricing and FAQ.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Prise de rendez-vous pour tatoueurs | Inkslot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos rendez-vous de tatouage, simplement');
  await expect(page.getByRole('heading', { name: 'Tout ce qu’il faut pour réserver' })).toBeVisible();
  // From the one price table (ADR 43): 19 € a month, 190 € a year, the same 17 % as the settings.
  await expect(page.getByRole('listitem', { name: 'Pro' })).toContainText('19 €');
  await expect(page.getByRole('listitem', { name: 'Pro' })).toContainText(
    'ou 190 € par an : 17 % d’économie',
  );
  await expect(page.getByRole('listitem', { name: 'Gratuit' })).toContainText(
    'Jusqu’à 10 demandes de réservation par mois',
  );
  // One small script, none of the app's bundles.
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);

  // The FAQ opens with the keyboard.
  const question = page.locator('summary', { hasText: 'Mes clients doivent-ils créer un compte ?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Non\. Ils réservent avec leur nom et leur email/)).toBeVisible();

  // The language menu: Español, kept in the SPA's cookie, so the app speaks it too.
  await page.locator('.static-menu summary').click();
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tus citas de tatuaje, sin complicaciones',
  );
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('es');

  // The theme toggle, kept for the next page.
  const toggle = page.getByRole('button', { name: 'Tema oscuro' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // The footer's legal pages, real pages in the same language.
  await page.getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByText(/la cookie «lang», que guarda el idioma elegido durante un año/)).toBeVisible();
  await expect(page.getByText(/la cookie «portal_refresh»/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: 'Tus derechos' }).click();
  await expect(page).toHaveURL(/\/privacy#rights$/);
  await page.getByRole('link', { name: 'Condiciones de uso' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condiciones de uso');

  // Signing up leaves the static page for the app, in the language chosen.
  await page.goto('/');
  await page.getByRole('link', { name: 'Crear mi página' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-theme-toggle]')).toHaveCount(0);
  await context.close();
});

test('without scripts the landing still reads, in English', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your tattoo bookings, made simple');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  await context.close();
});

test('an in-app link to the landing loads the prerendered document', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Inkslot', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your tattoo bookings, made simple');
  // The document, not the app's route: the static page's theme toggle is there.
  await expect(page.locator('[data-theme-toggle]')).toBeVisible();
});
