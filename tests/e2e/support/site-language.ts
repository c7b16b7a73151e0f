import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const NAMES = { fr: 'Français', en: 'English', es: 'Español' } as const;

/** The public pages' language and theme button, in any of the three languages. */
export function languageButton(page: Page) {
  return page.getByRole('button', { name: /, (language and theme|langue et thème|idioma y tema)$/ });
}

/** Chooses the interface language from the header's menu and waits for the page to speak it. */
export async function chooseLanguage(page: Page, locale: keyof typeof NAMES) {
  await languageButton(page).click();
  await page.getByRole('menuitemradio', { name: NAMES[locale] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(languageButton(page)).toContainText(NAMES[locale]);
}
