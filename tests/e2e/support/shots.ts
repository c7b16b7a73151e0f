import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeFor } from './axe.ts';
import { expect } from './fixtures.ts';

type Look = readonly ['light' | 'dark', 390 | 1280];

/**
 * The looks axe checks on a page's `n`-th screen: both schemes (the colours follow the scheme) and
 * both widths (the layout and the menus follow the width), paired, light on a phone and dark on a
 * desktop, then the other way round on the next screen, as the accessibility sweep pairs its routes.
 * The chrome a journey's screens share is so checked in all four looks over two screens.
 */
function axeLooks(n: number): Look[] {
  return n % 2 === 0
    ? [
        ['light', 390],
        ['dark', 1280],
      ]
    : [
        ['dark', 390],
        ['light', 1280],
      ];
}
const ALL_LOOKS: Look[] = [
  ['light', 390],
  ['dark', 390],
  ['light', 1280],
  ['dark', 1280],
];
const screensShown = new WeakMap<Page, number>();

/**
 * A screen at 390 and 1280 px, light and dark (`axeLooks`), with axe run on each for `tags` (serious
 * and critical findings fail), and with SHOTS_DIR a full-page screenshot of all four looks,
 * `{prefix}-{name}-{width}-{scheme}.png`. Back at 390 px and light afterwards.
 */
export async function shotsAndAxe(
  page: Page,
  prefix: string,
  name: string,
  tags = ['wcag2a', 'wcag2aa', 'wcag21aa'],
) {
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  const n = screensShown.get(page) ?? 0;
  screensShown.set(page, n + 1);
  const checked = axeLooks(n);
  const isChecked = ([scheme, width]: Look) => checked.some(([s, w]) => s === scheme && w === width);
  for (const look of dir ? ALL_LOOKS : checked) {
    const [scheme, width] = look;
    // As the accessibility sweep does: no transition between the schemes while axe reads the colours.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    if (isChecked(look)) {
      const axe = await axeFor(page, tags).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${name} (${scheme}, ${width} px)`,
      ).toEqual([]);
    }
    if (dir)
      await page.screenshot({ path: `${dir}/${prefix}-${name}-${width}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
}
