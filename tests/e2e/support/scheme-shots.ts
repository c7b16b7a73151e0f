import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A screen at 390 and 1280 px, light and dark, with axe run on each (no serious or critical
 * violation); shot into SHOTS_DIR as `{prefix}-{name}-{width}-{scheme}.png` when it is set. Back to
 * light at 390 px after.
 */
export async function schemeShots(page: Page, prefix: string, name: string) {
  const dir = process.env.SHOTS_DIR;
  for (const [scheme, width] of [
    ['light', 390],
    ['dark', 390],
    ['light', 1280],
    ['dark', 1280],
  ] as const) {
    // As the accessibility sweep does: no transition between the schemes while axe reads the colours.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    if (dir)
      await page.screenshot({ path: `${dir}/${prefix}-${name}-${width}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
}
