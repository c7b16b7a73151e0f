import { lambdaContext } from '#scripts/local-cloud/lambda-context.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay, getBooking } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { linkIn, type Mail, mailText, waitForMail } from './support/mailbox.ts';

/**
 * Issue 14's done-means, second half, as artists and clients live it: the artist sets a 48-hour
 * deadline to pay deposits; a client with a later appointment asks, from the portal, to be told of
 * an earlier slot; another client's booking is never paid and the deposit-deadline job (as its
 * schedule runs it) cancels it; the waiting client gets the offer by email, follows its button and
 * takes the freed slot, which the artist's calendar then shows.
 */

test.use({ locale: 'en-GB' });

/** The deposit-deadline job at `time`, in this process with the local cloud's environment. */
async function runDepositDeadlines(time: string) {
  Object.assign(process.env, e2eCloud().env);
  const { handler } = await import('#functions/consumers/deposits/cancel-unpaid-bookings.ts');
  return handler({ id: `e2e-${time}`, time }, lambdaContext('deposit-deadlines'));
}

/** The portal's sign-in from an emailed button (ADR 0085): one press, no code to type. */
async function signInFromEmail(page: import('@playwright/test').Page, mail: Mail) {
  await page.context().clearCookies();
  await page.goto(linkIn(mail, '/portal/login/email'));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Signed in once the page leaves the sign-in (a page opened before would find no session yet).
  await page.waitForURL((url) => !url.pathname.startsWith('/portal/login'));
}

test('an unpaid booking is cancelled at the deadline and a waiting client takes its slot', async ({
  page,
}) => {
  const artist = await bookableArtist('Deadline-waitlist-1!');
  await signInAsArtist(page, artist);

  await test.step('the artist sets 48 hours to pay a deposit', async () => {
    await page.goto('/app/settings/bookings');
    const policy = page.getByRole('region', { name: 'Deposit policy' });
    await policy.getByLabel('Time to pay the deposit (hours)').fill('48');
    await policy.getByRole('button', { name: 'Save the policy' }).click();
    await expect(page.getByText('Deposit policy saved')).toBeVisible();
  });

  const days = [...(await freeSlotsByDay(artist)).values()];
  const earlySlot = days[3]![0]!;
  const lateSlot = days.at(-1)!.at(-1)!;
  const waiting = uniqueEmail('waiting');
  const unpaid = uniqueEmail('unpaid');
  const later = await acceptedBooking(
    artist,
    lateSlot,
    { firstName: 'Inès', lastName: 'Moreau', email: waiting },
    { priceCents: 20_000 },
  );

  await test.step('a client with a later appointment asks to be told of an earlier slot', async () => {
    const confirmation = await waitForMail(waiting, { match: (m) => /confirmed/i.test(m.subject) });
    await signInFromEmail(page, confirmation);
    await page.goto('/portal/bookings');
    const card = page.getByRole('article').filter({ hasText: '€200' });
    await card.getByRole('button', { name: 'Tell me if an earlier slot frees up' }).click();
    await expect(card.getByText('You are on the waitlist')).toBeVisible();
  });

  const early = await acceptedBooking(
    artist,
    earlySlot,
    { firstName: 'Hugo', lastName: 'Martin', email: unpaid },
    { priceCents: 15_000, depositCents: 5_000 },
  );

  await test.step('the other client never pays: the job cancels the booking at the deadline', async () => {
    expect((await getBooking(artist, early.bookingId)).payment.paymentState).toBe('WAITING-FOR-DEPOSIT');
    const run = await runDepositDeadlines(new Date(Date.now() + 48 * 3_600_000 + 60_000).toISOString());
    expect(run.cancelled).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await getBooking(artist, early.bookingId)).tab, { timeout: 10_000 })
      .toBe('canceled');
    const told = await waitForMail(unpaid, { match: (m) => /cancelled/i.test(m.subject) });
    expect(mailText(told)).toContain('was not paid within the time set by the artist’s policy');
  });

  await test.step('the waiting client takes the freed slot from the offer email', async () => {
    const offer = await waitForMail(waiting, { match: (m) => m.subject.startsWith('An earlier slot') });
    expect(mailText(offer)).toContain('The first waiting client to confirm takes it');
    await signInFromEmail(page, offer);
    await expect(page).toHaveURL(/\/portal\/bookings\?offer=/);
    const region = page.getByRole('region', { name: 'An earlier slot is free' });
    const take = region.getByRole('button', { name: 'Take this slot' });
    await expect(take).toBeFocused();
    await take.click();
    await expect(region).toHaveCount(0);
    const moved = await waitForMail(waiting, { match: (m) => /moved/i.test(m.subject) });
    expect(moved.attachments?.length ?? 0).toBeGreaterThan(0);
  });

  await test.step('the artist’s calendar shows the waiting client on the freed slot', async () => {
    const booking = await getBooking(artist, later.bookingId);
    expect(booking.slot.slotId).toBe(earlySlot);
    expect(booking.tab).toBe('upcoming');
  });
});
