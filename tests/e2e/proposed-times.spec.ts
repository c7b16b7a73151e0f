import { localDate } from '#shared/domain/local-time.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { followTheEmailedTime, proposeThreeTimes } from './support/proposals.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 30, item 3 (ADR 0087), on a phone: the artist proposes three times in /app/requests, the
 * client picks one in the portal from the email's button, and the artist sees the booking.
 * axe checks the propose dialog and the pick page in both schemes at both widths; with SHOTS_DIR
 * set, they are also shot there.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** axe's rules up to WCAG 2.2 AA, for `shotsAndAxe` (both schemes at both widths, shots.ts). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the artist proposes three times, the client picks one from the email, the artist sees the booking', async ({
  page,
  browser,
}) => {
  const artist = await bookableArtist('Propose-artist-2026!');
  const today = localDate(new Date(), 'Europe/Paris');
  const days = [...(await freeSlotsByDay(artist))].filter(([day]) => day > today);
  const asked = days[0]?.[1][0] ?? '';
  const email = uniqueEmail('propose-client');
  const { requestId } = await sentRequest(artist, asked, { firstName: 'Lou', lastName: 'Martin', email });

  // The artist proposes three times from the stack: a day, a time, "Add", three times over.
  await signInAsArtist(page, artist);
  const price = await proposeThreeTimes(page, 'Lou Martin', () =>
    shotsAndAxe(page, 'propose', 'dialog', WCAG_22_AA),
  );
  await price.getByRole('textbox', { name: /Final price/ }).fill('300');
  await shotsAndAxe(page, 'propose', 'price', WCAG_22_AA);
  await price.getByRole('button', { name: 'Send the proposal' }).click();
  await expect(page.getByText('Times proposed', { exact: true }).first()).toBeVisible();

  // The client's email lists the times, each a button into the portal; the second is pressed. It
  // signs in (ADR 0085): one press, no code, then the request with that time already selected.
  const client = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const { card } = await followTheEmailedTime(client, email, 1);
  await shotsAndAxe(client, 'pick', 'page', WCAG_22_AA);
  await card.getByRole('button', { name: 'Book this time' }).click();
  await expect(client.getByText('Appointment booked', { exact: true })).toBeVisible();
  await client.getByRole('link', { name: 'See my bookings' }).click();
  await expect(client).toHaveURL(/\/portal\/bookings$/);
  await expect(client.getByRole('article', { name: /Bookings Ink/ })).toBeVisible();

  // The artist sees the booking, from the request's history to the appointment.
  await page.goto(`/app/bookings/${requestId}`);
  await expect(page.getByText('Time picked from those proposed')).toBeVisible();
});
