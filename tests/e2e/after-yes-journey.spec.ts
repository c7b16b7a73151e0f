import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { BookingList } from '#shared/api/contracts/bookings.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookCustomProjectWithTheForm } from './support/booking-form.ts';
import { bookableArtist, call, freeSlotsByDay, getBooking, sentRequest } from './support/bookings.ts';
import * as consent from './support/consent.ts';
import { connectStripe, payTheDeposit } from './support/deposits.ts';
import { shareSketch } from './support/designs.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail, uniqueFirstName } from './support/local-cloud.ts';
import { linkIn, mailsTo, mailText, waitForMail } from './support/mailbox.ts';
import { portalSignIn } from './support/portal-session.ts';
import { followTheEmailedTime, proposeThreeTimes } from './support/proposals.ts';

/**
 * Issue 30's "Done means", as a new client and their artist live it, both on a phone (Chromium,
 * 390 px): the client books a custom project with the public form; the artist proposes three times
 * with a deposit; the client picks one from the email (no code typed), pays the deposit online and
 * gets one receipt, signs the consent; the artist sees it all on the booking and downloads the
 * signed PDF, whose SHA-256 is the one recorded; last, the artist shares a sketch, the client asks
 * for a change in the portal, approves the second from its email, and the booking shows it pinned.
 * Then two tabs picking different times at once: one booking, the other told clearly. With SHOTS_DIR set, each step is shot there (`journey-NN-…`).
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const PHONE = { width: 390, height: 844 } as const;

/** The page as it is now, full length, into SHOTS_DIR (only when it is set). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/journey-${name}.png`, fullPage: true });
}

/** A phone of the client's own: a fresh browser context in English at 390 px. */
async function clientPhone(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({
    baseURL: e2eCloud().urls.app,
    locale: 'en-GB',
    viewport: PHONE,
  });
  return context.newPage();
}

// Its tests are independent (each test its own artist and client): they spread over the workers rather than pin one.
test.describe.configure({ mode: 'parallel' });

test('after yes: proposed times, picked from the email, deposit and receipt, consent, all on the booking', async ({
  page,
  browser,
}) => {
  // Two people, a form, a proposal, a payment, a signature and two sketches: 30-60 s on two busy cores.
  test.setTimeout(210_000);
  const shots = process.env.SHOTS_DIR;
  const artist = await bookableArtist('After-yes-journey-1!');
  const email = uniqueEmail('after-yes');
  const firstName = uniqueFirstName('Lou');
  const name = `${firstName} Martin`;
  const phone = await clientPhone(browser);

  await test.step('the artist connects Stripe and switches the consent form on', async () => {
    await signInAsArtist(page, artist);
    await connectStripe(page);
    await shoot(page, '01-artist-stripe-connected');
    await consent.switchConsentOn(page, shots, 'journey-02');
  });

  await test.step('a new client books a custom project with the public form', async () => {
    await bookCustomProjectWithTheForm(phone, artist.pseudo, { email, firstName });
    await expect(phone.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeVisible();
    await shoot(phone, '03-client-request-sent');
  });

  await test.step('the artist proposes three times, at 180 € with a 50 € deposit', async () => {
    const price = await proposeThreeTimes(page, name, () => shoot(page, '04-artist-three-times'));
    await price.getByRole('textbox', { name: /Final price/ }).fill('180');
    await price.getByRole('checkbox', { name: 'Ask for a deposit' }).check();
    await price.getByRole('textbox', { name: /^Deposit \(€\)/ }).fill('50');
    await shoot(page, '05-artist-price-and-deposit');
    await price.getByRole('button', { name: 'Send the proposal' }).click();
    await expect(page.getByText('Times proposed', { exact: true }).first()).toBeVisible();
    await shoot(page, '06-artist-times-proposed');
  });

  let requestId = '';
  await test.step('the client picks the second time from the email, signed in by its button', async () => {
    const before = (await mailsTo(email)).length;
    const picked = await followTheEmailedTime(phone, email, 1);
    requestId = picked.requestId;
    const { card } = picked;
    await expect(card.getByText('Deposit: €50.')).toBeVisible();
    await shoot(phone, '07-client-pick-from-email');
    // No code was asked for on the way, and none was sent.
    expect((await mailsTo(email)).slice(before).filter((each) => /sign-in code/.test(each.subject))).toEqual(
      [],
    );
    await card.getByRole('button', { name: 'Book this time' }).click();
    await expect(phone.getByText('Appointment booked', { exact: true })).toBeVisible();
    await shoot(phone, '08-client-booked');
  });

  await test.step('the client pays the 50 € deposit online and gets one receipt', async () => {
    await phone.getByRole('link', { name: 'See my bookings' }).click();
    await expect(phone).toHaveURL(/\/portal\/bookings$/);
    const card = phone.getByRole('article', { name: /Bookings Ink/ });
    await shoot(phone, '09-client-booking-deposit-due');
    await payTheDeposit(phone, card.getByRole('button', { name: 'Pay the €50 deposit' }), '€50.00', card);
    await shoot(phone, '10-client-deposit-paid');
    const receipt = await waitForMail(email, {
      match: (each) => each.subject === 'Receipt for your deposit to Bookings Ink',
    });
    expect(mailText(receipt)).toContain('received your deposit of €50.00');
    expect(mailText(receipt)).toContain('Deposit for a custom project: €50.00');
    expect(mailText(receipt)).toContain('Total paid: €50.00');
  });

  await test.step('the client signs the consent on the phone', async () => {
    await consent.signTheConsentForm(phone, requestId, name, {
      beforeSigning: () => shoot(phone, '11-client-consent-filled'),
    });
    await shoot(phone, '12-client-consent-signed');
  });

  await test.step('the artist sees it all on the booking and downloads the PDF of the recorded hash', async () => {
    await consent.artistSeesTheConsentSigned(page, artist, requestId, async () => {
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Time picked from those proposed')).toBeVisible();
      const payment = page.getByRole('region', { name: 'Price and payment' });
      await expect(payment.getByText('Deposit paid', { exact: true }).first()).toBeVisible();
      await shoot(page, '13-artist-booking');
    });
    const booking = await getBooking(artist, requestId);
    expect(booking.payment).toMatchObject({ paymentState: 'DEPOSIT-PAID', depositPaidOnline: true });
    // One receipt, however many events the payment made.
    const receipts = (await mailsTo(email)).filter((each) => /^Receipt for your deposit/.test(each.subject));
    expect(receipts).toHaveLength(1);
  });

  // ── Design approval (issue 30, item 2; ADR 0090), on the same booking: two sketches, one change. ──
  const design = () => phone.getByRole('region', { name: 'Your design' });
  const designPanel = () => page.getByRole('region', { name: 'Design', exact: true });

  await test.step('the artist shares a first sketch on the booking', async () => {
    await expect(designPanel().getByText('Not shared yet')).toBeVisible();
    await shareSketch(page, 'Share a design', 'A peony, open, with two buds.', '#8a3b52');
    await expect(designPanel().getByText('Version 1 sent: the client gets an email.')).toBeVisible();
    await designPanel().scrollIntoViewIfNeeded();
    await shoot(page, '14-artist-sketch-1-shared');
  });

  await test.step('the client asks for a change from the portal', async () => {
    await waitForMail(email, { match: (each) => each.subject.includes('A design to approve') });
    await phone.goto('/portal/bookings');
    await expect(design().getByRole('img', { name: 'Design, version 1, image 1' })).toBeVisible();
    await design().getByRole('button', { name: 'Ask for changes' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Ask for changes' });
    await expect(dialog.getByText('This revision is included (2 of 2 left).')).toBeVisible();
    await dialog.getByRole('textbox', { name: /What to change/ }).fill('Smaller buds, please.');
    await shoot(phone, '15-client-asks-a-change');
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(design().getByText('Your request is sent to the artist.')).toBeVisible();
  });

  await test.step('the artist reads the comment and shares a second sketch', async () => {
    await page.reload();
    await expect(designPanel().getByText('Smaller buds, please.')).toBeVisible();
    await expect(designPanel().getByText('Revisions: 1 used of 2 included')).toBeVisible();
    await shareSketch(page, 'Share version 2', 'Smaller buds, as asked.', '#3b5a8a');
    await expect(designPanel().getByText('Version 2 sent: the client gets an email.')).toBeVisible();
  });

  await test.step('the client approves the second sketch from its email, signed in by its button', async () => {
    const mail = await waitForMail(email, {
      match: (each) => each.subject.includes('Version 2 of your design'),
    });
    await phone.goto(linkIn(mail, '/portal/login/email'));
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expect(phone).toHaveURL(`/portal/bookings?design=${requestId}`);
    await expect(design().getByText('Smaller buds, as asked.').first()).toBeVisible();
    await shoot(phone, '16-client-second-sketch');
    await design().getByRole('button', { name: 'Approve this design' }).click();
    await expect(
      design().getByText('Thank you! The design is approved and pinned on your booking.'),
    ).toBeVisible();
    await shoot(phone, '17-client-design-approved');
  });

  await test.step('the booking shows the approved design pinned, with its history', async () => {
    await page.reload();
    await expect(designPanel().getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(designPanel().getByRole('heading', { name: 'Approved design' })).toBeVisible();
    await expect(designPanel().getByText(/^Version 2, approved on /)).toBeVisible();
    await expect(designPanel().getByRole('heading', { name: 'Version 1' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Consent' }).getByText('Signed', { exact: true }),
    ).toBeVisible();
    expect(await consent.seriousViolations(page)).toEqual([]);
    await shoot(page, '18-artist-booking-design-pinned');
  });

  await phone.context().close();
});

test('two tabs pick different proposed times at once: one booking, the other told clearly', async ({
  browser,
}) => {
  const artist = await bookableArtist('Two-tabs-pick-1!');
  const email = uniqueEmail('two-tabs');
  const days = [...(await freeSlotsByDay(artist)).values()];
  const slotIds = [days[2]![0]!, days[3]![0]!, days[4]![0]!];
  const { requestId } = await sentRequest(artist, days[1]![0]!, {
    firstName: 'Noa',
    lastName: 'Petit',
    email,
  });
  await call(`/me/requests/${requestId}/propose-times`, {
    token: artist.idToken,
    body: { slotIds, openHours: 48, priceCents: 20_000 },
  });

  const first = await clientPhone(browser);
  await portalSignIn(first, email);
  const second = await first.context().newPage();
  const tabs = [
    { page: first, slotId: slotIds[0]! },
    { page: second, slotId: slotIds[2]! },
  ];
  for (const [index, tab] of tabs.entries()) {
    await tab.page.goto(`/portal/requests?request=${requestId}&time=${encodeURIComponent(tab.slotId)}`);
    const times = tab.page.getByRole('group', { name: 'Proposed times' }).getByRole('radio');
    await expect(times.nth(index * 2)).toBeChecked();
  }

  // Both press "Book this time"; the two picks are held until both are on their way, then sent together.
  let arrived = 0;
  let bothSent = () => {};
  const together = new Promise<void>((resolve) => {
    bothSent = resolve;
  });
  await first.context().route('**/portal/requests/*/pick-time', async (route) => {
    arrived += 1;
    if (arrived === 2) bothSent();
    await together;
    await route.continue();
  });
  await Promise.all(tabs.map((tab) => tab.page.getByRole('button', { name: 'Book this time' }).click()));
  const booked = (page: Page) => page.getByText('Appointment booked', { exact: true });
  const refused = (page: Page) =>
    page.getByRole('alert').filter({
      hasText: 'This request already has its time: only one pick counts, here is the booking that was made',
    });
  for (const tab of tabs) await expect(booked(tab.page).or(refused(tab.page))).toBeVisible();
  expect(arrived).toBe(2);
  const winners: typeof tabs = [];
  for (const tab of tabs) if (await booked(tab.page).isVisible()) winners.push(tab);
  expect(winners).toHaveLength(1);
  const loser = tabs.find((tab) => tab !== winners[0])!;
  await expect(refused(loser.page).getByText('Error while picking the time')).toBeVisible();
  await shoot(winners[0]!.page, '20-two-tabs-winner');
  await shoot(loser.page, '21-two-tabs-told');

  // One booking, on the winner's time; the told tab's link leads to it.
  const { bookings } = await call<BookingList>('/me/bookings', { token: artist.idToken });
  expect(bookings.filter((each) => each.requestId === requestId)).toHaveLength(1);
  expect((await getBooking(artist, requestId)).slot.slotId).toBe(winners[0]!.slotId);
  await refused(loser.page).getByRole('link', { name: 'See my bookings' }).click();
  await expect(loser.page).toHaveURL(/\/portal\/bookings$/);
  await expect(loser.page.getByRole('article', { name: /Bookings Ink/ })).toHaveCount(1);
  await shoot(loser.page, '22-two-tabs-told-sees-booking');
  await first.context().close();
});
