/**
 * `npm run screens`: screenshots of the product's main screens at 390 and 1280 px, light and dark,
 * into `docs/screens/` (or the folder given as the first argument). Runs against a running local
 * cloud (`npm start`, `BASE_URL` overrides http://localhost:3000), signed in as the demo artist.
 * Debian's Chromium, as in the e2e tier.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.argv[2] ?? 'docs/screens';
const only = process.env.SCREENS?.split(',');
const demo = { email: 'demo@inkslot.local', password: 'Inkslot-demo-2026!' };

interface Screen {
  name: string;
  path: string;
  artist?: boolean;
  /** Waits for or does something before the shot. */
  prepare?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'artist-page', path: '/demo' },
  {
    name: 'booking-form',
    path: '/demo/form',
  },
  { name: 'today', path: '/app', artist: true },
  { name: 'requests', path: '/app/requests', artist: true },
  { name: 'bookings', path: '/app/bookings', artist: true },
  { name: 'settings', path: '/app/settings', artist: true },
  { name: 'design', path: '/app/design', artist: true },
  { name: 'portal-login', path: '/portal/login' },
  { name: 'login', path: '/login' },
];

async function signIn(page: Page) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(demo.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app(\/|$)/);
}

async function shoot(browser: Browser, width: number, theme: 'light' | 'dark') {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    colorScheme: theme,
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  let signedIn = false;
  for (const screen of screens) {
    if (only && !only.includes(screen.name)) continue;
    if (screen.artist && !signedIn) {
      await signIn(page);
      signedIn = true;
    }
    await page.goto(`${base}${screen.path}`);
    await page.waitForLoadState('networkidle');
    await screen.prepare?.(page);
    await page.waitForTimeout(300);
    const file = join(out, `${screen.name}-${width}-${theme}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const width of [390, 1280])
    for (const theme of ['light', 'dark'] as const) await shoot(browser, width, theme);
} finally {
  await browser.close();
}
