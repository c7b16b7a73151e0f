import { workerControls } from './support/app-worker.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 32, item 3 (ADR 0099), at 390 px on the built SPA with its worker: the network cut, Today
 * opens again with the bookings it had, as of when, the offline banner, and its page link disabled
 * for want of a network; the bookings and requests lists show what they last read. Axe and shots (SHOTS_DIR) at 390 and 1280 px, light and dark.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

test('Today opens offline with the bookings it had, as of when, and says what needs the network', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
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

  await signInAsArtist(page, artist);
  const appointments = page.getByRole('region', { name: 'Next appointments' });
  await expect(appointments.getByText('Lena Moreau')).toBeVisible();
  await workerControls(page);
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
  await shotsAndAxe(page, 'offline', 'today');

  // The bookings and requests lists read offline what they last read.
  await nav('Bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(bookedDay).toBeVisible();
  await nav('Requests');
  await expect(page.getByText('Omar Diallo').first()).toBeVisible();
  await context.setOffline(false);
});
