import type { Page } from '@playwright/test';
import { workerControls } from './support/app-worker.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 32, item 3 (ADR 0099), at 390 px on the built SPA with its worker: the network cut, Today
 * opens again with the bookings it had, as of when, the offline banner, and its page link disabled
 * for want of a network; the next 14 days and the pending requests Today kept online without the
 * lists being opened; the bookings and requests lists show what they last read. Past the ID token's
 * hour, offline, Today opens from the snapshot, not /login; back online the session is renewed.
 * Axe and shots (SHOTS_DIR) at 390 and 1280 px, light and dark.
 */

/** A day of the artist's zone, `days` after today. */
function parisDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Makes the Cognito tokens Amplify keeps expired an hour ago (the payloads only: Amplify reads, never checks, them). */
async function expireStoredTokens(page: Page): Promise<number> {
  return page.evaluate(() => {
    let expired = 0;
    for (const key of Object.keys(localStorage)) {
      if (!/^CognitoIdentityServiceProvider\..*\.(idToken|accessToken)$/.test(key)) continue;
      const [head, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
      const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
      claims.exp = Math.floor(Date.now() / 1000) - 3600;
      const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      localStorage.setItem(key, `${head}.${encoded}.${signature}`);
      expired += 1;
    }
    return expired;
  });
}

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

test('Today opens offline with the bookings it had, as of when, and says what needs the network', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const artist = await bookableArtist('Offline-2026-today!');
  const [first] = [...(await freeSlotsByDay(artist)).values()];
  const [slotId, secondSlotId] = first ?? [];
  await acceptedBooking(
    artist,
    slotId ?? '',
    { firstName: 'Lena', lastName: 'Moreau' },
    { priceCents: 15000, depositCents: 5000 },
  );
  await sentRequest(artist, secondSlotId ?? '', { firstName: 'Omar', lastName: 'Diallo' });
  // A booking 10 days ahead (or the first open day after, within the 14): Today's answer lacks it.
  const slots = await freeSlotsByDay(artist);
  const aheadDay = [...slots.keys()].find((day) => day >= parisDay(10) && day <= parisDay(14));
  expect(aheadDay, 'an open day 10 to 14 days ahead').toBeDefined();
  await acceptedBooking(
    artist,
    slots.get(aheadDay ?? '')?.[0] ?? '',
    { firstName: 'Noah', lastName: 'Petit' },
    { priceCents: 20000, depositCents: 6000 },
  );

  await signInAsArtist(page, artist);
  const appointments = page.getByRole('region', { name: 'Next appointments' });
  await expect(appointments.getByText('Lena Moreau')).toBeVisible();
  await workerControls(page);
  // Today kept the next 14 days and the pending requests as it loaded.
  await expect
    .poll(() => page.evaluate(() => Boolean(localStorage.getItem('inkslot:offline:v1')?.includes('Noah'))))
    .toBe(true);
  // The lists the artist opened are kept too.
  const nav = (name: string) => page.getByRole('link', { name, exact: true }).click();
  await nav('Bookings');
  // The month's calendar at 390 px: the day of Lena Moreau's booking counts it.
  const bookedDay = page.getByRole('link', { name: /, 1 booking$/ });
  await expect(bookedDay).toBeVisible();
  await nav('Requests');
  await expect(page.getByText('Omar Diallo').first()).toBeVisible();
  await nav('Today');
  await expect(appointments.getByText('Lena Moreau')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Bookings Ink!' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You’re offline' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/Your day as of \w+ \d{1,2}:\d{2}/);
  await expect(appointments.getByText('Lena Moreau')).toBeVisible();
  await expect(page.getByRole('link', { name: /Pending requests/ })).toContainText('1');
  const viewPage = page.getByRole('button', { name: 'See my page' });
  await expect(viewPage).toBeDisabled();
  await expect(viewPage).toHaveAccessibleDescription(/need a connection/);
  await expectNextDaysAndPending(page, aheadDay ?? '');
  await shotsAndAxe(page, 'offline', 'today');

  // The bookings and requests lists read offline what they last read.
  await nav('Bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(bookedDay).toBeVisible();
  await nav('Requests');
  await expect(page.getByText('Omar Diallo').first()).toBeVisible();

  // Past the ID token's hour, offline: Amplify cannot renew it, Today opens from the snapshot.
  await nav('Today');
  expect(await expireStoredTokens(page)).toBe(2);
  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(banner).toBeVisible();
  await expect(appointments.getByText('Lena Moreau')).toBeVisible();
  await expectNextDaysAndPending(page, aheadDay ?? '');
  await expect(page.getByRole('button', { name: 'See my page' })).toBeDisabled();

  // Back online with the token expired: the usual flow renews the session, Today reads the API again.
  await context.setOffline(false);
  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(appointments.getByText('Lena Moreau')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('region', { name: 'Next 14 days' })).toBeHidden();
  await expect.poll(() => expiredStoredTokens(page)).toBe(0);
});

/** The next 14 days (the booking ahead, its day, its deposit state) and the pending requests, as of when. */
async function expectNextDaysAndPending(page: Page, aheadDay: string) {
  const nextDays = page.getByRole('region', { name: 'Next 14 days' });
  await expect(nextDays).toContainText(/As of \w+ \d{1,2}:\d{2}/);
  const ahead = nextDays.getByRole('listitem').filter({ hasText: 'Noah Petit' });
  await expect(ahead).toContainText('Deposit pending');
  await expect(ahead).toContainText('Custom');
  await expect(nextDays.getByRole('heading', { level: 3 })).toContainText(String(Number(aheadDay.slice(8))));
  const pending = page.getByRole('region', { name: 'Pending requests' });
  await expect(pending).toContainText(/As of \w+ \d{1,2}:\d{2}/);
  await expect(pending.getByRole('listitem').filter({ hasText: 'Omar Diallo' })).toContainText('Asked');
}

/** How many of Amplify's kept tokens are expired (0 once renewed). */
function expiredStoredTokens(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Object.keys(localStorage).filter((key) => {
        if (!/^CognitoIdentityServiceProvider\..*\.idToken$/.test(key)) return false;
        const payload = (localStorage.getItem(key) ?? '').split('.')[1] ?? '';
        const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
        return exp * 1000 < Date.now();
      }).length,
  );
}
