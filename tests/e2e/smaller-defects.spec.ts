import { randomUUID } from 'node:crypto';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, confirmedRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { createConfirmedAccount, e2eCloud, uniqueEmail } from './support/local-cloud.ts';

/**
 * Issue 15, item 7: the smaller defects of the first week. Key hints only where there is a keyboard;
 * time zones by friendly names under their current IANA names; the 404's claim button reads as
 * claiming a name, not booking; no React Router warning and no repeated `GET /api/me` 404 in the
 * console of a new artist's first steps.
 */

async function pendingRequestTo(pseudo: string, nth = 0) {
  const { urls } = e2eCloud();
  const slots = (await (await fetch(`${urls.api}/artists/${pseudo}/slots?days=31`)).json()) as SlotList;
  const free = slots.days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, slot })));
  const pick = free[nth];
  if (!pick) throw new Error(`${pseudo} has no free slot`);
  const [start, minutes] = pick.slot;
  const response = await confirmedRequest(pseudo, {
    idempotencyKey: randomUUID(),
    projectType: 'custom',
    description: { placement: 'Ankle', size: '5 x 5 cm', text: 'A tiny star.' },
    referenceImageIds: [],
    slotId: slotIdOf(pick.date, start, minutes),
    client: {
      firstName: 'Noa',
      lastName: 'Roux',
      age: 31,
      email: uniqueEmail('defects'),
      alreadyTattooed: true,
    },
    locale: 'en',
  });
  expect(response.status).toBe(201);
}

test('the request stack shows its key hints with a keyboard, and none on a touch phone', async ({
  browser,
}) => {
  const artist = await bookableArtist('Defects-artist-2026!');
  await pendingRequestTo(artist.pseudo, 0);
  await pendingRequestTo(artist.pseudo, 1);
  for (const device of [
    { name: 'laptop', options: { viewport: { width: 1280, height: 900 } }, hints: true },
    {
      name: 'touch phone',
      options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      hints: false,
    },
  ]) {
    await test.step(device.name, async () => {
      const context = await browser.newContext({ baseURL: e2eCloud().urls.app, ...device.options });
      const page = await context.newPage();
      await signInAsArtist(page, artist);
      await page.goto('/app/requests');
      const accept = page.getByRole('button', { name: /^Accept/ });
      await expect(accept).toBeVisible();
      const hint = page.locator('.request-key').first();
      if (device.hints) await expect(hint).toBeVisible();
      else await expect(hint).toBeHidden();
      await context.close();
    });
  }
});

test('time zones are offered by friendly name and offset, under their current names', async ({ page }) => {
  const artist = await bookableArtist('Defects-artist-2026!');
  await signInAsArtist(page, artist);
  await page.goto('/app/settings/preferences');
  const zone = page.getByLabel('Time zone', { exact: true });
  await expect(zone).toHaveValue('Europe/Paris');
  const options = await zone.locator('option').evaluateAll((elements) =>
    elements.map((element) => ({
      value: (element as HTMLOptionElement).value,
      label: element.textContent ?? '',
    })),
  );
  const values = options.map((option) => option.value);
  expect(values).toContain('Asia/Kolkata');
  expect(values).toContain('Europe/Kyiv');
  expect(values).not.toContain('Asia/Calcutta');
  expect(values).not.toContain('Europe/Kiev');
  expect(options.find((option) => option.value === 'Asia/Kolkata')?.label).toBe(
    'UTC+05:30 · Kolkata (India Standard Time)',
  );
  await zone.selectOption('Asia/Kolkata');
  await page.getByRole('button', { name: 'Save the preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  const me = await fetch(`${e2eCloud().urls.api}/me`, {
    headers: { authorization: `Bearer ${artist.idToken}` },
  });
  expect(((await me.json()) as { timezone: string }).timezone).toBe('Asia/Kolkata');
});

test('the claim button of an unknown name reads as claiming it, in French too', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: e2eCloud().urls.app, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/personne-ici-xyz');
  await expect(page.getByRole('link', { name: 'Obtenir le nom « personne-ici-xyz »' })).toBeVisible();
  await expect(page.getByText(/Réserver/)).toHaveCount(0);
  await context.close();
});

test("a new artist's first steps log no React Router warning and ask GET /api/me once", async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  const meCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/me' && response.request().method() === 'GET') {
      meCalls.push(response.status());
    }
  });
  const account = await createConfirmedAccount({ password: 'Defects-2026!', locale: 'en' });
  await signInAsArtist(page, account);
  await expect(page).toHaveURL('/app/onboarding');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(meCalls).toEqual([404]);
  expect(
    messages.filter((text) => /React Router|future flag|No routes matched|HydrateFallback/i.test(text)),
  ).toEqual([]);
});
