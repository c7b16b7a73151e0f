import type { Browser, Page } from '@playwright/test';

/**
 * A page of its own at each look, given to `shoot` with its look's name (`390-light`): with
 * SHOTS_DIR (screenshots) all four, at each width (390 and 1280) and colour scheme (light and dark);
 * otherwise light at 390 and dark at 1280, which checks both widths (the layout) and both schemes
 * (the colours) in half the sign-ins, as `shotsAndAxe` pairs them (shots.ts).
 */
export async function atEachLook(browser: Browser, shoot: (page: Page, look: string) => Promise<void>) {
  const looks = process.env.SHOTS_DIR
    ? ([
        [390, 'light'],
        [390, 'dark'],
        [1280, 'light'],
        [1280, 'dark'],
      ] as const)
    : ([
        [390, 'light'],
        [1280, 'dark'],
      ] as const);
  for (const [width, colorScheme] of looks) {
    const context = await browser.newContext({
      locale: 'en-GB',
      viewport: { width, height: width < 600 ? 844 : 900 },
      colorScheme,
    });
    await shoot(await context.newPage(), `${width}-${colorScheme}`);
    await context.close();
  }
}
