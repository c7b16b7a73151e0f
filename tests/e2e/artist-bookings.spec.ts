import { localDate } from '#shared/domain/local-time.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay, getBooking } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The artist's bookings, as an artist uses them on a desktop: two requests accepted through the API
 * (one with a 50 € deposit, one without), then on /app/bookings the first is found in the month,
 * day and week views and in the list; its deposit is marked paid with a note, it is moved to another
 * slot with the reschedule dialog, and the second is cancelled with a reason. The API agrees.
 */

const PASSWORD = 'Tatouage#2026';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/New_York' });

test('the artist finds a booking in the calendar and the list, marks the deposit paid, moves it, and cancels another', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const artist = await bookableArtist(PASSWORD);
  // Days after today (Paris), so that no slot starts while the test runs.
  const today = localDate(new Date(), 'Europe/Paris');
  const days = [...(await freeSlotsByDay(artist))].filter(
    ([day, slots]) => day > today && slots.length === 2,
  );
  const [[firstDay, [morning = '', afternoon = ''] = []] = ['', []], [secondDay = ''] = ['', []]] = days;
  expect(morning).toBe(`${firstDay}T10:00/120`);
  const kept = await acceptedBooking(
    artist,
    morning,
    { firstName: 'Camille', lastName: 'Martin' },
    { priceCents: 15_000, depositCents: 5_000 },
  );
  const dropped = await acceptedBooking(
    artist,
    afternoon,
    { firstName: 'Léa', lastName: 'Petit' },
    { priceCents: 9_000 },
  );
  // Each link's name starts with what it shows (WCAG 2.5.3): the list shows the name, a month chip the
  // time and the name, a day or week block the name, the time and the project.
  const camille = new RegExp(`^Camille Martin, ${formatDay(firstDay, 'en')}, 10:00 – 12:00, Custom project$`);
  const camilleChip = new RegExp(
    `^10:00 Camille Martin, Camille Martin, ${formatDay(firstDay, 'en')}, 10:00 – 12:00, Custom project$`,
  );
  const camilleBlock = new RegExp(
    `^Camille Martin, 10:00 – 12:00, Custom project, ${formatDay(firstDay, 'en')}$`,
  );

  await signInAsArtist(page, artist);
  await page.getByRole('link', { name: 'Bookings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(
    page.getByText('Times in your time zone: Central European Time (Europe/Paris).'),
  ).toBeVisible();

  // Month: the booking's month (the next one when the first free day is there).
  if (firstDay.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('link', { name: camilleChip })).toBeVisible();
  await page.getByRole('link', { name: `${formatDay(firstDay, 'en')}, 2 bookings` }).click();

  // Its day, then its week (the keyboard switches the view).
  await expect(page.getByRole('heading', { level: 2, name: formatDay(firstDay, 'en') })).toBeVisible();
  await expect(page.getByRole('link', { name: camilleBlock })).toBeVisible();
  await page.keyboard.press('w');
  await expect(page).toHaveURL(new RegExp(`view=week&date=${firstDay}`));
  await expect(
    page.getByRole('region', { name: formatDay(firstDay, 'en') }).getByRole('link', { name: camilleBlock }),
  ).toBeVisible();

  // The list, upcoming first.
  await page.getByRole('link', { name: 'List' }).click();
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' });
  await upcoming.getByRole('link', { name: camille }).click();

  // The booking: pending deposit, marked paid with a note.
  await expect(page).toHaveURL(new RegExp(`/app/bookings/${kept.bookingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Camille Martin' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Price and payment' });
  await expect(payment.getByText('Pending')).toBeVisible();
  const form = page.getByRole('form', { name: 'Payment and note' });
  await form.getByRole('radio', { name: 'Deposit paid' }).check();
  await form.getByRole('textbox', { name: 'Note' }).fill('Deposit paid by bank transfer');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment status updated' })).toBeVisible();
  await expect(payment.getByText('Deposit paid', { exact: true })).toBeVisible();
  await expect(payment.getByText('Deposit paid by bank transfer')).toBeVisible();

  // Moved to the next free day's morning with the reschedule dialog.
  await page.getByRole('button', { name: 'Move the booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Camille Martin’s booking' });
  await dialog.getByRole('radio', { name: new RegExp(`^${formatDay(secondDay, 'en', 'short')}`) }).check();
  await dialog.getByRole('radio', { name: /^10:00 – 12:00/ }).check();
  await dialog.getByRole('button', { name: 'Move to this slot' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking moved' })).toContainText(
    `Camille Martin’s booking is now on ${formatDay(secondDay, 'en')}, 10:00.`,
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Time slot' })).toContainText(formatDay(secondDay, 'en'));

  // The other one, cancelled with a reason: it leaves the upcoming tab for the canceled one.
  await page.getByRole('link', { name: 'All my bookings' }).click();
  await page.getByRole('link', { name: 'List' }).click();
  await page
    .getByRole('tabpanel', { name: 'Upcoming' })
    .getByRole('link', { name: /^Léa Petit, / })
    .click();
  await expect(
    page.getByRole('region', { name: 'Price and payment' }).getByText('No deposit').first(),
  ).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByRole('textbox', { name: 'Reason (optional)' }).fill('The studio is closed that day');
  await cancel.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking canceled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0);
  await page.getByRole('link', { name: 'All my bookings' }).click();
  await page.getByRole('link', { name: 'List' }).click();
  await page.getByRole('tab', { name: 'Canceled' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Canceled' })
      .getByText('Canceled by you — The studio is closed that day'),
  ).toBeVisible();

  // The API holds the same.
  const after = await getBooking(artist, kept.bookingId);
  expect(after.payment).toMatchObject({
    paymentState: 'DEPOSIT-PAID',
    paymentNote: 'Deposit paid by bank transfer',
  });
  expect(after.slot.slotId).toBe(`${secondDay}T10:00/120`);
  const canceled = await getBooking(artist, dropped.bookingId);
  expect(canceled).toMatchObject({
    tab: 'canceled',
    canceledBy: 'artist',
    cancelReason: 'The studio is closed that day',
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the week reads as an agenda, the month leads to the day, nothing scrolls sideways', async ({
    page,
  }) => {
    const artist = await bookableArtist(PASSWORD);
    const today = localDate(new Date(), 'Europe/Paris');
    const [[day = '', [slot = ''] = []] = []] = [...(await freeSlotsByDay(artist))].filter(
      ([date]) => date > today,
    );
    await acceptedBooking(artist, slot, { firstName: 'Noé', lastName: 'Roux' }, { priceCents: 20_000 });
    // A week or day block's name: what it shows (name, time, project), then the day (WCAG 2.5.3).
    const noe = new RegExp(`^Noé Roux, 10:00 – 12:00, Custom project, ${formatDay(day, 'en')}$`);
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await signInAsArtist(page, artist);
    await page.goto(`/app/bookings?view=week&date=${day}`);
    const booking = page.getByRole('region', { name: formatDay(day, 'en') }).getByRole('link', { name: noe });
    await expect(booking).toBeVisible();
    // An agenda: the booking spans the column (no hour grid squeezing seven days into 360 px).
    expect((await booking.boundingBox())?.width).toBeGreaterThan(250);
    expect(await noSideScroll()).toBe(true);

    await page.getByRole('link', { name: 'Month' }).tap();
    const dayLink = page.getByRole('link', { name: `${formatDay(day, 'en')}, 1 booking` });
    await expect(dayLink).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await dayLink.tap();
    await expect(page.getByRole('link', { name: noe })).toBeVisible();
    await page.getByRole('link', { name: noe }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Noé Roux' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Price and payment' }).getByText('No deposit').first(),
    ).toBeVisible();
    expect(await noSideScroll()).toBe(true);
  });
});
