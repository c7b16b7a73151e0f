import { localDate } from '#shared/domain/local-time.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay, getBooking } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';

/**
 * Issue 15, item 3: moving a 2-hour booking into a 3-hour availability keeps it 2 hours, and the
 * artist may start it at any quarter hour inside their working hours.
 */
test('a 2-hour booking moved into a 3-hour slot stays 2 hours, at a quarter-hour start', async ({ page }) => {
  const artist = await bookableArtist('Move-artist-2026!');
  // Every day also 17:00 for 3 hours.
  const added = await fetch(`${e2eCloud().urls.api}/me/availabilities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${artist.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'recurring',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      months: [],
      slots: [{ start: '17:00', durationMinutes: 180 }],
    }),
  });
  expect(added.status).toBe(201);
  const today = localDate(new Date(), 'Europe/Paris');
  const days = [...(await freeSlotsByDay(artist))].filter(([day]) => day > today);
  const [first = '', [morning = ''] = []] = days[0] ?? [];
  const second = days[1]?.[0] ?? '';
  expect(morning).toBe(`${first}T10:00/120`);
  const booking = await acceptedBooking(
    artist,
    morning,
    { firstName: 'Noa', lastName: 'Roux' },
    { priceCents: 20_000 },
  );

  await signInAsArtist(page, artist);
  await page.goto(`/app/bookings/${booking.bookingId}`);
  await page.getByRole('button', { name: 'Move the booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Noa Roux’s booking' });
  await expect(dialog.getByRole('combobox', { name: /Length/ })).toHaveValue('120');
  await dialog.getByRole('radio', { name: new RegExp(`^${formatDay(second, 'en', 'short')}`) }).check();
  await dialog.getByRole('radio', { name: /^17:15 – 19:15/ }).check();
  await dialog.getByRole('button', { name: 'Move to this slot' }).click();
  await expect(dialog).toBeHidden();

  const moved = await getBooking(artist, booking.bookingId);
  expect(moved.slot).toMatchObject({ localDate: second, localStart: '17:15', durationMinutes: 120 });
  expect(Date.parse(moved.slot.end) - Date.parse(moved.slot.start)).toBe(2 * 3_600_000);
});
