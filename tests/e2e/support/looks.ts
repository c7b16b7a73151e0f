import type { Browser, Page } from '@playwright/test';

/** A page of its own at each width (390 and 1280) and colour scheme (light and dark), given to `shoot` with its look's name. */
export async function atEachLook(browser: Browser, shoot: (page: Page, look: string) => Promise<void>) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height }, colorScheme });
      await shoot(await context.newPage(), `${width}-${colorScheme}`);
      await context.close();
    }
  }
}
