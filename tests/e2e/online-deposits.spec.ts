import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay, getBooking } from './support/bookings.ts';
import { connectStripe, payTheDeposit } from './support/deposits.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { linkIn, mailText, waitForMail } from './support/mailbox.ts';

/**
 * Issue 14, item 1 (ADR 0057), as an artist and a client live it: the artist connects a Stripe
 * account from the booking settings (Stripe's onboarding on the local stand-in), accepts a request
 * with a 50 EUR deposit; the client follows the confirmation email's "Pay the deposit" button,
 * is signed in to the portal by it (ADR 0085), pays with a test card, and the booking shows "Deposit paid" on both sides
 * without anyone marking it.
 */

test.use({ locale: 'en-GB' });

test('an artist connects Stripe and a client pays the deposit from the email', async ({ page, browser }) => {
  const artist = await bookableArtist('Deposits-online-1!');
  const client = uniqueEmail('deposit');
  await signInAsArtist(page, artist);

  await test.step('the artist connects a Stripe account from the booking settings', async () => {
    await connectStripe(page);
  });

  // The last free slot: weeks ahead, well before the policy's 2 days' notice for a refund.
  const slotId = [...(await freeSlotsByDay(artist)).values()].flat().at(-1);
  const booking = await acceptedBooking(
    artist,
    slotId!,
    { firstName: 'Noa', lastName: 'Petit', email: client },
    { priceCents: 18_000, depositCents: 5_000 },
  );

  await test.step('the client follows the email’s button, signs in and pays by card', async () => {
    const confirmation = await waitForMail(client, {
      match: (m) => /Pay the €50 deposit/.test(mailText(m)),
    });
    expect(mailText(confirmation)).toContain('by card online from your client space');
    // The button signs in directly (ADR 0085): one press, no code, on the booking's payment.
    await page.context().clearCookies();
    await page.goto(linkIn(confirmation, '/portal/login/email'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`/portal/bookings?pay=${booking.bookingId}`);
    const pay = page.getByRole('button', { name: 'Pay the €50 deposit' });
    await expect(pay).toBeFocused();
    await payTheDeposit(page, pay, '€50.00', page.getByRole('article').filter({ hasText: '€180' }));
  });

  await test.step('the artist sees it paid, without marking it', async () => {
    // On their own laptop: the booking's page says so.
    const context = await browser.newContext({ baseURL: e2eCloud().urls.app, locale: 'en-GB' });
    const artistPage = await context.newPage();
    await signInAsArtist(artistPage, artist);
    await artistPage.goto(`/app/bookings/${booking.bookingId}`);
    await expect(artistPage.getByText('Deposit paid', { exact: true }).first()).toBeVisible();
    await context.close();
    const seen = await getBooking(artist, booking.bookingId);
    expect(seen.payment).toMatchObject({ paymentState: 'DEPOSIT-PAID', depositPaidOnline: true });
  });

  await test.step('the client cancels, told first that the deposit comes back, and it does', async () => {
    const card = page.getByRole('article').filter({ hasText: '€180' });
    await card.getByRole('button', { name: 'Cancel the appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toContainText('Your deposit is refunded to your card (€50)');
    await dialog.getByRole('button', { name: 'Yes, cancel the appointment' }).click();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await getBooking(artist, booking.bookingId)).payment.depositRefunded, {
        timeout: 15_000,
      })
      .toBe(true);
  });
});
