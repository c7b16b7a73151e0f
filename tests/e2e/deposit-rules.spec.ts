import { signInAsArtist } from './support/artist-session.ts';
import { bookCustomProjectWithTheForm } from './support/booking-form.ts';
import {
  acceptedBooking,
  bookableArtist,
  call,
  freeSlotsByDay,
  getBooking,
  pastSession,
} from './support/bookings.ts';
import { connectStripe } from './support/deposits.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { portalSignIn } from './support/portal-session.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 31, item 3 (ADR 0097), on the phone (390 px): the artist's policy says more than 15 minutes
 * late forfeits the deposit, a kept deposit is valid 6 months, and promises a free touch-up; the client reads these rules in the form's
 * summary before sending, and again above "Pay the deposit" in the portal before paying; the artist
 * marks a started session's client late and the deposit is kept. Axe and shots (390 and 1280, light
 * and dark, to SHOTS_DIR when set) on each screen.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const LATE_LINE = 'More than 15 minutes late: the artist keeps the deposit.';
const LIFETIME_LINE =
  'A deposit kept after you cancel counts toward a new appointment booked within 6 months; after that, it expires.';
const TOUCH_UP_LINE = 'A touch-up is free within 3 months of the session: book it from your client space.';

test('the client reads the rules before sending and before paying; the artist marks a late arrival', async ({
  page,
  browser,
}) => {
  // Three screens at four looks each, axe on every one, and a form filled: more than the default 30 s.
  test.setTimeout(120_000);
  const artist = await bookableArtist('Deposit-rules-2026!');
  await signInAsArtist(page, artist);

  await test.step('the artist takes deposits online and writes the rules', async () => {
    await connectStripe(page);
    const policy = page.getByRole('region', { name: 'Deposit policy' });
    await policy
      .getByRole('textbox', { name: 'Lateness past which the deposit is kept (minutes)' })
      .fill('15');
    await policy
      .getByRole('textbox', { name: 'How long a deposit kept after a cancellation stays valid (months)' })
      .fill('6');
    await policy.getByRole('combobox', { name: 'Free touch-up' }).selectOption({ label: 'Within 3 months' });
    await policy.getByRole('button', { name: 'Save the policy' }).click();
    await expect(page.getByText('Deposit policy saved')).toBeVisible();
  });

  const email = uniqueEmail('deposit-rules');
  const phone = await (
    await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } })
  ).newPage();

  await test.step('the client reads them in the form’s summary before sending', async () => {
    await bookCustomProjectWithTheForm(phone, artist.pseudo, { email, firstName: 'Lou' }, async (form) => {
      await expect(form.getByRole('heading', { name: 'Deposit and cancellation' })).toBeVisible();
      await expect(form.getByText(LATE_LINE)).toBeVisible();
      await expect(form.getByText(LIFETIME_LINE)).toBeVisible();
      await expect(form.getByText(TOUCH_UP_LINE)).toBeVisible();
      await shotsAndAxe(form, 'deposit-rules', 'form-summary');
    });
  });

  const slots = [...(await freeSlotsByDay(artist)).values()];
  const booking = await acceptedBooking(
    artist,
    slots.at(-1)!.at(-1)!,
    { firstName: 'Lou', lastName: 'Martin', email },
    { priceCents: 18_000, depositCents: 5_000 },
  );

  await test.step('the client reads them again above “Pay the deposit”', async () => {
    await portalSignIn(phone, email);
    await phone.goto('/portal/bookings');
    const card = phone.getByRole('article').filter({ hasText: '€180' });
    const rules = card.getByRole('region', { name: 'Before you pay: the artist’s rules' });
    await expect(rules.getByText(LATE_LINE)).toBeVisible();
    await expect(rules.getByText(LIFETIME_LINE)).toBeVisible();
    await expect(rules.getByText(TOUCH_UP_LINE)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pay the €50 deposit' })).toBeVisible();
    await shotsAndAxe(phone, 'deposit-rules', 'portal-pay');
  });
  await phone.close();
  expect((await getBooking(artist, booking.bookingId)).lateArrival).toBeUndefined();

  await test.step('the artist marks yesterday’s client late: the deposit is kept', async () => {
    const late = await pastSession(artist, slots[2]![0]!, uniqueEmail('late'), 1);
    await call(`/me/bookings/${late.bookingId}/payment`, {
      method: 'PUT',
      token: artist.idToken,
      body: { paymentState: 'DEPOSIT-PAID', note: '' },
    });
    await page.goto(`/app/bookings/${late.bookingId}`);
    const panel = page.getByRole('region', { name: 'Late arrival' });
    await expect(panel.getByText(/more than 15 minutes late, the deposit is kept/)).toBeVisible();
    await panel.getByRole('button', { name: 'Client arrived late' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keep the deposit?' });
    await expect(dialog).toContainText('the €50 deposit is kept');
    await dialog.getByRole('button', { name: 'Keep the deposit' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(/^Late arrival marked on .*: the €50 deposit is kept\.$/)).toBeVisible();
    await expect(page.getByText('Client arrived late: deposit kept')).toBeVisible();
    await shotsAndAxe(page, 'deposit-rules', 'artist-late');
    expect((await getBooking(artist, late.bookingId)).lateArrival?.at).toBeTruthy();
  });
});
