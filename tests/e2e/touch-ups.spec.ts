import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, freeSlotsByDay, getBooking, pastSession } from './support/bookings.ts';
import { seriousViolations } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { atEachLook } from './support/looks.ts';
import { portalSignIn } from './support/portal-session.ts';

/**
 * Issue 31, item 3's done-means, as a client lives it on the phone (390 px): the artist's policy
 * promises a free touch-up within 3 months; the client books it from the portal among the artist's
 * slots (free: no price, no deposit), and the artist sees it as the touch-up of that session; a
 * session older than the window offers none. Axe on each screen; shots at 390 and 1280, light and
 * dark, to SHOTS_DIR when set.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

/** The artist chooses "Within 3 months" in the deposit policy and saves it. */
async function offerTouchUps(page: Page) {
  await page.goto('/app/settings/bookings');
  const policy = page.getByRole('region', { name: 'Deposit policy' });
  await policy.getByRole('combobox', { name: 'Free touch-up' }).selectOption({ label: 'Within 3 months' });
  await policy.getByRole('button', { name: 'Save the policy' }).click();
  await expect(page.getByText('Deposit policy saved')).toBeVisible();
}

// Its tests are independent (each test its own artist and clients): they spread over the workers rather than pin one.
test.describe.configure({ mode: 'parallel' });

test('a client books a free touch-up from the portal inside its window; after it, none is offered', async ({
  page,
  browser,
}) => {
  // The journey, then the portal signed in at each look (atEachLook), checked by axe: more than the default 30 s.
  test.setTimeout(90_000);
  const shots = process.env.SHOTS_DIR;
  const artist = await bookableArtist('Touch-up-2026!');
  await signInAsArtist(page, artist);
  await test.step('the artist promises a free touch-up within 3 months', async () => {
    await offerTouchUps(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  const days = [...(await freeSlotsByDay(artist)).values()];
  const email = uniqueEmail('touch-up');
  const recent = await pastSession(artist, days[2]![0]!, email, 20);
  const old = await pastSession(artist, days[3]![0]!, email, 120);

  const phone = await (
    await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } })
  ).newPage();
  await portalSignIn(phone, email);
  await phone.goto('/portal/bookings');
  const past = phone.getByRole('region', { name: /Past/ });
  const cards = past.getByRole('article');
  await expect(cards).toHaveCount(2);
  const offer = phone.getByRole('button', { name: 'Book my free touch-up' });

  await test.step('after the window the offer is gone; inside it, one session offers it', async () => {
    await expect(offer).toHaveCount(1);
    await expect(phone.getByText(/^Free touch-up until /)).toHaveCount(1);
  });

  await test.step('the client books it among the artist’s slots, free', async () => {
    await offer.click();
    const dialog = phone.getByRole('dialog', { name: 'Book the free touch-up' });
    await expect(dialog.getByText(/Free, no deposit/)).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('radio', { name: / – / }).first().check();
    expect(await seriousViolations(phone)).toEqual([]);
    if (shots) await phone.screenshot({ path: `${shots}/touch-up-dialog-390-light.png` });
    await dialog.getByRole('button', { name: 'Book here' }).click();
    await expect(dialog).toBeHidden();
    await expect(phone.getByText(/Your free touch-up is booked/)).toBeVisible();
    const upcoming = phone.getByRole('region', { name: /Upcoming/ }).getByRole('article');
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming.getByText('Free touch-up')).toBeVisible();
    await expect(upcoming.getByText('Free', { exact: true })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Book my free touch-up' })).toHaveCount(0);
    expect(await seriousViolations(phone)).toEqual([]);
  });

  await test.step('the artist sees it as the touch-up of that session', async () => {
    const original = await getBooking(artist, recent.bookingId);
    expect(original.touchUpBookingId).toBeTruthy();
    const touchUp = await getBooking(artist, original.touchUpBookingId!);
    expect(touchUp.touchUpOf?.bookingId).toBe(recent.bookingId);
    expect(touchUp.payment.priceCents).toBe(0);
    expect((await getBooking(artist, old.bookingId)).touchUpBookingId).toBeUndefined();
    await page.goto(`/app/bookings/${touchUp.bookingId}`);
    await expect(page.getByText('Touch-up of')).toBeVisible();
    await expect(page.getByRole('link', { name: /^The session of / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/touch-up-artist-390-light.png`, fullPage: true });
  });
  await phone.close();

  // A second client whose session is inside the window: the offer, at each look.
  const other = uniqueEmail('touch-up-shots');
  await pastSession(artist, days[4]![0]!, other, 10);
  await atEachLook(browser, async (look, name) => {
    await portalSignIn(look, other);
    await look.goto('/portal/bookings');
    await expect(look.getByRole('button', { name: 'Book my free touch-up' })).toBeVisible();
    expect(await seriousViolations(look), name).toEqual([]);
    if (shots) await look.screenshot({ path: `${shots}/touch-up-portal-${name}.png`, fullPage: true });
  });
});

/** The artist asks for the healed photo 14 days after the session, in the deposit policy. */
async function askHealedPhotos(page: Page) {
  await page.goto('/app/settings/bookings');
  const policy = page.getByRole('region', { name: 'Deposit policy' });
  await policy
    .getByRole('combobox', { name: 'Healed tattoo photo' })
    .selectOption({ label: '14 days after the session' });
  await policy.getByRole('button', { name: 'Save the policy' }).click();
  await expect(page.getByText('Deposit policy saved')).toBeVisible();
}

/** The client picks a photo in the healed-photo request of their past booking; it is sent once processed. */
async function sendHealedPhoto(phone: Page, colour: string) {
  const photo = await sharp({ create: { width: 1000, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const request = phone.getByRole('region', { name: 'Send a photo of your healed tattoo' });
  await request
    .getByLabel(/Choose an image/)
    .setInputFiles({ name: 'healed.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(request.getByText(/^Photo sent on /)).toBeVisible({ timeout: 20_000 });
  await expect(request.getByRole('img', { name: 'Your photo of the healed tattoo' })).toBeVisible();
  return request;
}

test('a client sends the photo of their healed tattoo from the portal; the artist sees it on the booking', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shots = process.env.SHOTS_DIR;
  const artist = await bookableArtist('Healed-2026!');
  await signInAsArtist(page, artist);
  await test.step('the artist asks for a healed photo 14 days after the session', async () => {
    await askHealedPhotos(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
  const days = [...(await freeSlotsByDay(artist)).values()];
  const email = uniqueEmail('healed');
  const healed = await pastSession(artist, days[2]![0]!, email, 20);
  const recent = await pastSession(artist, days[3]![0]!, email, 5);

  const phone = await (
    await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } })
  ).newPage();
  await portalSignIn(phone, email);
  await phone.goto('/portal/bookings');
  await test.step('from its day on, the past booking asks for the photo; the recent one not yet', async () => {
    await expect(phone.getByRole('region', { name: 'Send a photo of your healed tattoo' })).toHaveCount(1);
    const request = await sendHealedPhoto(phone, '#b07a5a');
    await expect(request.getByRole('group', { name: 'Another photo instead' })).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    if (shots)
      await phone.screenshot({ path: `${shots}/healed-photo-portal-sent-390-light.png`, fullPage: true });
  });
  await phone.close();

  await test.step('the artist sees it on the booking, and nothing on the other', async () => {
    await page.goto(`/app/bookings/${healed.bookingId}`);
    const panel = page.getByRole('region', { name: 'Healed tattoo' });
    const thumbnail = panel.getByRole('img', { name: /healed tattoo photo/ });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText('Healed tattoo photo received from the client')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/healed-photo-artist-390-light.png`, fullPage: true });
    await page.goto(`/app/bookings/${recent.bookingId}`);
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Healed tattoo' })).toHaveCount(0);
  });

  // Another client, at each look: the request, then their photo sent.
  const other = uniqueEmail('healed-shots');
  await pastSession(artist, days[4]![0]!, other, 30);
  await atEachLook(browser, async (look, name) => {
    await portalSignIn(look, other);
    await look.goto('/portal/bookings');
    const request = look.getByRole('region', { name: 'Send a photo of your healed tattoo' });
    await expect(request).toBeVisible();
    if (name === '390-light') await sendHealedPhoto(look, '#6a8a7a');
    expect(await seriousViolations(look), name).toEqual([]);
    if (shots) await look.screenshot({ path: `${shots}/healed-photo-portal-${name}.png`, fullPage: true });
  });
});
