import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { localDate } from '#shared/domain/local-time.ts';
import { signInAsDemo } from './support/artist-session.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';

/**
 * The profile editor, travels and the public page from a real browser, with the built SPA: the demo
 * artist edits the profile (a bad link refused first) and adds a travel; the public page at 360 px
 * shows them from one request, with no layout shift and no horizontal scrolling; a crawler fetching
 * the page gets the artist's title and Open Graph tags in the real artist-page.html (ADR 0023).
 */
test.describe.configure({ mode: 'serial' });

async function addImage(group: Locator, name: string, width: number, height: number, colour: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  await group.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await expect(group.getByRole('status').filter({ hasText: `Image ${name} added` })).toBeAttached({
    timeout: 15_000,
  });
}

const day = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), 'Europe/Paris');

test('the demo artist edits the profile and adds a travel; the public page shows them on a phone', async ({
  page,
  context,
}) => {
  const bio = `Fine line and blackwork, ${Date.now()}.`;
  await signInAsDemo(page);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Bio' }).fill(bio);
  await addImage(page.getByRole('group', { name: 'Profile picture' }), 'me.jpg', 600, 600, '#334455');
  await addImage(page.getByRole('group', { name: 'Banner' }), 'banner.jpg', 1500, 500, '#7a2e5c');
  await page.getByRole('textbox', { name: 'City' }).first().fill('Lyon');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('FR');
  // The demo has its Instagram already: the new link comes after the ones there.
  const links = await page.getByRole('textbox', { name: /^Title of link \d+/ }).count();
  const added = links + 1;
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByRole('textbox', { name: new RegExp(`Title of link ${added}`) }).fill('Flash days');
  await page
    .getByRole('textbox', { name: new RegExp(`Address of link ${added}`) })
    .fill('www.instagram.com/demo');
  await page.getByRole('checkbox', { name: 'Blackwork' }).check();
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(
    page.getByText('The URL must be a full URL, for example https://instagram.com/your-name'),
  ).toBeVisible();

  await page
    .getByRole('textbox', { name: new RegExp(`Address of link ${added}`) })
    .fill('https://instagram.com/demo');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a travel' }).click();
  await page.getByLabel('First day').fill(day(20));
  await page.getByLabel('Last day').fill(day(23));
  await page.getByRole('textbox', { name: 'Shop name' }).last().fill('Guest Ink Studio');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('5 rue Cachée');
  await page.getByRole('textbox', { name: 'City' }).last().fill('Marseille');
  await page.getByRole('button', { name: 'Add the travel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Travel added' })).toContainText(
    'Your guest spot in Marseille shows on your page.',
  );

  // A visitor on a phone, in a fresh tab (as from a shared link).
  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 360, height: 740 });
  const requests: string[] = [];
  visitor.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(new URL(request.url()).pathname);
  });
  await visitor.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visitor.goto('/demo');
  await expect(visitor.getByRole('heading', { level: 1, name: /Demo Ink/ })).toBeVisible();
  await expect(visitor.getByText(bio)).toBeVisible();
  await expect(visitor.getByText(/Lyon, France/).first()).toBeVisible();
  await expect(visitor.getByText('Guest Ink Studio, Marseille')).toBeVisible();
  await expect(visitor.getByText('5 rue Cachée')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    '/demo/form',
  );
  await expect(visitor.getByRole('link', { name: /Flash days/ })).toHaveAttribute(
    'href',
    'https://instagram.com/demo',
  );
  // Instagram reads as its handle there too (issue 15, item 7).
  await expect(visitor.getByRole('link', { name: /Flash days/ })).toContainText('@demo');
  await expect(visitor.getByAltText('Picture of Demo Ink')).toBeVisible();
  await visitor.evaluate(() =>
    Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
  );

  // The page from one request; the other read is its slots, for the next free slot beside Book; and
  // the analytics beacon, once (ADR 0048).
  expect(requests.filter((path) => path.startsWith('/api/artists/')).sort()).toEqual([
    '/api/artists/demo',
    '/api/artists/demo/slots',
    '/api/artists/demo/views',
  ]);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await visitor.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('a crawler gets the real artist-page.html with the artist title and Open Graph tags', async ({
  request,
}) => {
  const { demo, urls } = e2eCloud();
  const response = await request.get(`/${demo.pseudo}`, {
    headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.23' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${demo.displayName} | Inkslot</title>`);
  expect(html).toContain(`<meta property="og:title" content="${demo.displayName}" />`);
  expect(html).toContain(`<meta property="og:url" content="${urls.app}/${demo.pseudo}" />`);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/[^"]+\.webp" \/>/,
  );
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/artist-page-[^"]+\.js"><\/script>/);
});
