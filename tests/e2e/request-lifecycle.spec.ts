import { demoArtistPage, showInStack } from './support/artist-session.ts';
import { bookCustomProjectWithTheForm } from './support/booking-form.ts';
import { demoSlotIds, requestFirstFree } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail, uniqueFirstName } from './support/local-cloud.ts';
import { attachmentText, linkIn, mailsTo, waitForMail } from './support/mailbox.ts';

/**
 * Issue 5's path, as one story against the demo artist, each side in its own browser: a client books
 * through the form; the artist finds the request in the stack view and accepts it at 150 € with a
 * 50 € deposit; the client follows the email's link into the portal and sees the booking with its
 * deposit pending; the artist marks the deposit paid and the client sees it; the artist moves the
 * booking and the client gets an email with a new `.ics`; the client cancels another pending request
 * and its slot is bookable again.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const DEMO = 'Demo Ink';

/** A second request from the same client, sent as the form sends it, on one of the latest slots. */
async function sendAnotherRequest(email: string, firstName: string): Promise<string> {
  const { slotId } = await requestFirstFree((await demoSlotIds()).reverse(), {
    projectType: 'touchup',
    description: { placement: 'Left ankle', size: '4 x 4 cm', text: 'Touch up my little swallow.' },
    client: { firstName, lastName: 'Martin', age: 31, email, alreadyTattooed: true },
  });
  return slotId;
}

test('a request becomes a booking: accepted, paid, moved, and another one cancelled by the client', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lifecycle');
  const firstName = uniqueFirstName('Inès');
  const client = `${firstName} Martin`;

  // 1. A client books, and sends another request for later.
  await bookCustomProjectWithTheForm(page, 'demo', { email, firstName });
  const otherSlotId = await sendAnotherRequest(email, firstName);

  // 2. The artist finds it in the stack view and accepts it at 150 € with a 50 € deposit.
  const artist = await demoArtistPage(browser);
  await artist.getByRole('link', { name: 'Requests', exact: true }).click();
  await expect(artist.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeVisible();
  await showInStack(artist, client);
  await expect(artist.getByText('Right shoulder')).toBeVisible();
  await artist.keyboard.press('a');
  const accept = artist.getByRole('dialog', { name: `Accept ${client}’s request` });
  await accept.getByRole('textbox', { name: /^Final price \(€\)/ }).fill('150');
  await accept.getByRole('checkbox', { name: 'Ask for a deposit' }).check();
  await accept.getByRole('textbox', { name: /^Deposit \(€\)/ }).fill('50');
  await accept.getByRole('button', { name: 'Accept the request' }).click();
  const accepted = artist.getByRole('status').filter({ hasText: 'Request accepted' });
  await expect(accepted).toContainText(`Appointment confirmed with ${client}`);

  // 3. The client's email carries a portal link; the portal shows the booking, deposit pending.
  const confirmation = await waitForMail(email, {
    match: (mail) => mail.subject === `Your appointment with ${DEMO} is confirmed`,
  });
  expect(attachmentText(confirmation, /\.ics$/)).toContain('SEQUENCE:0');
  // Its button signs in directly, on the client's appointments (ADR 0085).
  await page.goto(linkIn(confirmation, '/portal/login/email'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/portal\/bookings$/);
  await page
    .getByRole('navigation', { name: 'Client space' })
    .getByRole('link', { name: 'My appointments' })
    .click();
  await expect(page).toHaveTitle('Portal | Inkslot');
  const booking = page.getByRole('article').filter({ hasText: DEMO });
  await expect(booking).toContainText('€150');
  await expect(booking).toContainText('€50');
  await expect(booking.getByText('Pending', { exact: true })).toBeVisible();
  await expect(booking.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );

  // 4. The artist marks the deposit paid; the client sees it.
  await accepted.getByRole('link', { name: 'See the appointment' }).click();
  await expect(artist.getByRole('heading', { level: 1, name: client })).toBeVisible();
  const payment = artist.getByRole('region', { name: 'Price and payment' });
  await expect(payment.getByText('Pending')).toBeVisible();
  const form = artist.getByRole('form', { name: 'Payment and note' });
  await form.getByRole('radio', { name: 'Deposit paid' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(artist.getByRole('status').filter({ hasText: 'Payment status updated' })).toBeVisible();
  await page.reload();
  await expect(booking.getByText('Deposit paid', { exact: true })).toBeVisible();
  await expect(booking.getByText('Pending', { exact: true })).toHaveCount(0);

  // 5. The artist moves the booking; the client gets an email with a new .ics.
  const beforeMove = (await mailsTo(email)).length;
  await artist.getByRole('button', { name: 'Move the booking' }).click();
  const move = artist.getByRole('dialog', { name: `Move ${client}’s booking` });
  await move.getByRole('group', { name: 'Day' }).getByRole('radio').nth(2).check();
  await move
    .getByRole('group', { name: /^Free slots on / })
    .getByRole('radio')
    .first()
    .check();
  await move.getByRole('button', { name: 'Move to this slot' }).click();
  await expect(artist.getByRole('status').filter({ hasText: 'Booking moved' })).toBeVisible();
  const moved = await waitForMail(email, {
    after: beforeMove,
    match: (mail) => mail.subject === `Your appointment with ${DEMO} was moved`,
  });
  const ics = attachmentText(moved, /\.ics$/);
  expect(ics).toContain('SEQUENCE:1');
  expect(ics).toContain(`UID:${new URL(artist.url()).pathname.split('/').pop()}@inkslot`);

  // 6. The client cancels the other pending request; its slot is bookable again.
  await page
    .getByRole('navigation', { name: 'Client space' })
    .getByRole('link', { name: 'My requests' })
    .click();
  expect(await demoSlotIds()).not.toContain(otherSlotId);
  await page.getByRole('button', { name: new RegExp(`^Cancel the request to ${DEMO}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
  await dialog.getByRole('button', { name: 'Yes, cancel the request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request cancelled' })).toBeVisible();
  await expect.poll(async () => (await demoSlotIds()).includes(otherSlotId), { timeout: 10_000 }).toBe(true);
  await artist.context().close();
});
