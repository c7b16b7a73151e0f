import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { mailText, waitForMail } from './support/mailbox.ts';

/**
 * Issue 15, item 8: the Free plan's count. The 8th request tells the artist by email and on Today;
 * the 10th closes the page for the rest of the month, which the email, Today and the plan page say,
 * and the public page shows bookings closed with the day they reopen.
 * (A request its client cancels within minutes gives its place back: tests/integration/portal-lifecycle.)
 */
test('the artist is told at 8 of 10 and at 10 of 10, and the page closes at 10', async ({ page }) => {
  test.setTimeout(90_000);
  const artist = await bookableArtist('Limit-artist-2026!');
  const slots = [...(await freeSlotsByDay(artist)).values()].flat();
  const send = (index: number) =>
    sentRequest(artist, slots[index] ?? '', { firstName: `Client${index + 1}`, lastName: 'Test' });
  for (let index = 0; index < 8; index += 1) await send(index);

  const near = await waitForMail(artist.email, {
    match: (mail) => mail.subject === 'New request from Client8',
  });
  expect(mailText(near)).toContain('You have received 8 of the Free plan’s 10 requests this month.');
  const seventh = await waitForMail(artist.email, {
    match: (mail) => mail.subject === 'New request from Client7',
  });
  expect(mailText(seventh)).not.toContain('Free plan');

  await signInAsArtist(page, artist);
  await expect(page.getByText('8 of the Free plan’s 10 requests received this month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute(
    'href',
    '/app/settings/plan',
  );

  await send(8);
  await send(9);
  const reached = await waitForMail(artist.email, {
    match: (mail) => mail.subject === 'New request from Client10',
  });
  expect(mailText(reached)).toContain('your page takes no new requests until the 1st of next month');
  await page.reload();
  await expect(page.getByText('Your page no longer takes requests')).toBeVisible();
  // The count is monthly (ADR 42): everything says when it starts again, the 1st of next month.
  const today = new Date();
  const firstOfNext = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 12));
  const reopens = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(firstOfNext);
  await expect(page.getByText(/visitors see that bookings are closed until/)).toBeVisible();
  await page.goto('/app/settings/plan');
  await expect(page.getByText('10 of 10 requests this month on the Free plan')).toBeVisible();
  await expect(page.getByText(/your page shows “Bookings closed” until/)).toBeVisible();
  await page.goto(`/${artist.pseudo}`);
  await expect(page.getByText('Bookings closed')).toBeVisible();
  await expect(page.getByText(`Reopening on ${reopens}.`)).toBeVisible();
});
