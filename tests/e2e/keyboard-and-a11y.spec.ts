import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';
import { chooseLanguage, languageButton } from './support/site-language.ts';

test.describe('keyboard and accessibility', () => {
  test('the login form is filled and submitted with the keyboard only', async ({ page }) => {
    const { demo } = e2eCloud();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your space' })).toBeVisible();

    // The first Tab reaches the skip link; Enter on it moves on to the page's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toBeFocused();
    await page.keyboard.type(demo.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await page.keyboard.type(demo.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/app');
    await expect(page.getByRole('heading', { level: 1, name: `Hello ${demo.displayName}!` })).toBeVisible();
  });

  test('Enter in the password field submits the form too', async ({ page }) => {
    const { demo } = e2eCloud();
    await page.goto(`/login?email=${encodeURIComponent(demo.email)}`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).focus();
    await page.keyboard.type('not-the-password!');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email address or password');
    await expect(page).toHaveURL(/\/login\?/);
  });

  test('every form control of the auth pages has an accessible label', async ({ page }) => {
    const fields = {
      '/signup': 2,
      '/login': 2,
      '/verify-email': 1,
      '/forgot-password': 1,
      '/change-password': 3,
    };
    for (const [path, least] of Object.entries(fields)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Every control of the page (language and theme live in the header's menu, not in selects).
        const controls = page.locator('input:not([type=hidden]), select, textarea');
        const count = await controls.count();
        expect(count).toBeGreaterThanOrEqual(least);
        for (let index = 0; index < count; index += 1) {
          const control = controls.nth(index);
          await expect(control).toHaveAccessibleName(/\S/);
          // Named by a real <label for>, not by a placeholder or a title.
          const label = await control.evaluate(
            (element) => (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
          );
          expect(label, `the label of control #${index} of ${path}`).not.toBe('');
        }
      });
    }
  });

  test('<html lang> follows the chosen language, and the choice is kept', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(languageButton(page)).toContainText('Français');
    await chooseLanguage(page, 'es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(languageButton(page)).toContainText('Español');

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the header’s language and theme menu works with the keyboard alone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/demo');
    const button = languageButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Typeahead: "D" goes to "Dark", Enter chooses it and closes the menu.
    await page.keyboard.press('d');
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(button).toBeFocused();
    // Escape closes it without a change.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a first visit gets <html lang> from the browser language (else English)', async ({
    browser,
    baseURL,
  }) => {
    for (const [locale, lang] of [
      ['fr-FR', 'fr'],
      ['es-ES', 'es'],
      ['de-DE', 'en'],
    ] as const) {
      await test.step(`${locale} → ${lang}`, async () => {
        const context = await browser.newContext({ locale, baseURL });
        try {
          const page = await context.newPage();
          await page.goto('/login');
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
        } finally {
          await context.close();
        }
      });
    }
  });
});
