import { lazyMessages as bookingMessages } from '#web/src/features/booking/messages.ts';
import { messages as publicPageMessages } from '#web/src/features/public-profile/messages.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';
import { chooseLanguage } from './support/site-language.ts';

/**
 * An artist's page is the SPA's light entry (ADR 0023): its own script and one language's messages,
 * nothing of the app; a language switch downloads the other language; the booking form is the app's,
 * reached with a full page load, and Back returns to the artist's page.
 */
test('/{pseudo} loads its own entry and one language; the booking form loads the app', async ({ page }) => {
  const { demo } = e2eCloud();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.push(pathname);
  });

  await page.goto(`/${demo.pseudo}`);
  await expect(page.getByRole('heading', { level: 1, name: demo.displayName })).toBeVisible();
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toMatch(/^\/assets\/artist-page-[\w-]+\.js$/);
  expect(scripts[1]).toMatch(/^\/assets\/en-[\w-]+\.js$/);

  // The language menu is its own small script, fetched on the first press; then Spanish's messages.
  await chooseLanguage(page, 'es');
  await expect(page.getByRole('link', { name: publicPageMessages.es.publicPage.book })).toBeVisible();
  expect(scripts.some((path) => /^\/assets\/site-preferences-menu-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.at(-1)).toMatch(/^\/assets\/es-[\w-]+\.js$/);

  scripts.length = 0;
  await page.getByRole('link', { name: publicPageMessages.es.publicPage.book }).click();
  await expect(page).toHaveURL(new RegExp(`/${demo.pseudo}/form$`));
  await expect(
    page.getByRole('heading', { level: 2, name: bookingMessages.es.booking.steps.type }),
  ).toBeVisible();
  expect(scripts.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${demo.pseudo}$`));
  await expect(page.getByRole('heading', { level: 1, name: demo.displayName })).toBeVisible();
  await expect(page.getByRole('link', { name: publicPageMessages.es.publicPage.book })).toBeVisible();
});

test("the booking form's HTML is the app's entry carrying the page's data and one language's words to preload (ADR 0106)", async ({
  page,
  request,
}) => {
  const { demo } = e2eCloud();
  for (const path of [`/${demo.pseudo}/form`, `/${demo.pseudo}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const carried = /<script type="application\/json" id="inkslot-public-page">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(carried?.[1] ?? 'null'), path).toMatchObject({ pseudo: demo.pseudo });
    // The build's hints are gone; the chosen language's message chunks are preloaded, one language only.
    expect(html, path).not.toContain('inkslot-messages');
    const preloaded = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/(fr|en|es)-[\w-]+\.js" \/>/g),
    ].map((match) => match[1]);
    expect(preloaded.length, path).toBeGreaterThan(0);
    expect(new Set(preloaded).size, path).toBe(1);
  }
  expect(await (await request.get(`/${demo.pseudo}/form`)).text()).toMatch(/\/assets\/index-[\w-]+\.js/);

  // A deep link (or a refresh) on a later step still opens that step.
  await page.goto(`/${demo.pseudo}/form/flash`);
  await expect(
    page.getByRole('heading', { level: 2, name: bookingMessages.en.booking.steps.flash }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: bookingMessages.en.booking.steps.flash }),
  ).toBeVisible();
});
