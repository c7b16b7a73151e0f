import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const SKIP = /^(Passer cette étape|Skip this step|Saltar este paso)$/;
const LATER_STEPS = ['about', 'pictures', 'residence'] as const;

/**
 * After the onboarding's first step (the page link): skips the three optional ones (bio and
 * styles, picture and banner, residence), each shown in turn, which leads to the welcome dialog.
 */
export async function skipOnboardingDetails(page: Page) {
  for (const step of LATER_STEPS) {
    await expect(page).toHaveURL(`/app/onboarding?step=${step}`);
    await page.getByRole('button', { name: SKIP }).click();
  }
}
