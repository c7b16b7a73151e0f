import type { Page } from '@playwright/test';
import { lambdaContext } from '#scripts/local-cloud/lambda-context.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { formatDay } from '#web/src/lib/wall-time.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, call, freeSlotsByDay, getBooking, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { linkIn, mailText, waitForMail } from './support/mailbox.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 31's "a sleeve of three sessions is booked, the deposit goes to the last, the client is
 * reminded to book the third" (ADR 0093), at 390 px as the artist and the client live it: the artist
 * accepts a request as a three-session project with a 150 € deposit, marks the deposit received and
 * books the second session from the booking's project panel; the client sees the project's progress
 * in the portal; once the second session has passed, the reminder to book the third reaches the
 * client, whose button opens the portal; the artist books the third and its booking shows the deposit
 * taken off. With SHOTS_DIR, each screen at 390 and 1280 px, light and dark, axe run on each.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 }, hasTouch: true });

/** The session-reminders job at `time`, in this process with the local cloud's environment. */
async function runReminders(time: string) {
  Object.assign(process.env, e2eCloud().env);
  const { handler } = await import('#functions/consumers/session-reminders/send-session-reminders.ts');
  return handler({ id: `e2e-${time}`, time }, lambdaContext('session-reminders'));
}

const shots = (page: Page, name: string) => shotsAndAxe(page, 'project', name);

/** Books session `number` from the project panel: its price, then the first free slot of `day`. */
async function bookSession(page: Page, number: number, price: string, day: string) {
  const panel = page.getByRole('region', { name: 'Project of several sessions' });
  await panel.getByRole('textbox', { name: new RegExp(`^Price of session ${number}`) }).fill(price);
  await panel.getByRole('button', { name: `Book session ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book session ${number} for Maya Lind` });
  await dialog.getByRole('radio', { name: new RegExp(`^${formatDay(day, 'en', 'short')}`) }).check();
  await dialog.getByRole('radio', { name: /^10:00 – 12:00/ }).check();
  return dialog;
}

test('a sleeve of three sessions: accepted as a project, the deposit on the last, the client reminded', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const artist = await bookableArtist('Project-sessions-1!');
  const client = uniqueEmail('sleeve');
  const days = [...(await freeSlotsByDay(artist)).keys()];
  const [firstDay, secondDay, thirdDay] = [days[2]!, days[6]!, days[12]!];
  const { requestId } = await sentRequest(artist, `${firstDay}T10:00/120`, {
    firstName: 'Maya',
    lastName: 'Lind',
    email: client,
  });
  await signInAsArtist(page, artist);
  const panel = () => page.getByRole('region', { name: 'Project of several sessions' });

  await test.step('the artist accepts the request as a three-session project, 150 € deposit on the last', async () => {
    await page.goto(`/app/requests/${requestId}`);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = page.getByRole('dialog', { name: 'Accept Maya Lind’s request' });
    await accept.getByRole('textbox', { name: /^Final price \(€\)/ }).fill('500');
    await accept.getByRole('checkbox', { name: 'Ask for a deposit' }).check();
    await accept.getByRole('textbox', { name: /^Deposit \(€\)/ }).fill('150');
    await accept.getByRole('checkbox', { name: /Project of several sessions/ }).check();
    await accept.getByRole('combobox', { name: 'Number of sessions' }).selectOption('3');
    await expect(accept.getByRole('radio', { name: 'Taken off the last session' })).toBeChecked();
    await shots(page, '01-accept-as-project');
    await accept.getByRole('button', { name: 'Accept the request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request accepted' })).toBeVisible();
  });

  await test.step('the deposit received, the artist books the second session from the booking', async () => {
    await call(`/me/bookings/${requestId}/payment`, {
      method: 'PUT',
      token: artist.idToken,
      body: { paymentState: 'DEPOSIT-PAID' },
    });
    await page.goto(`/app/bookings/${requestId}`);
    await expect(panel().getByText('Session 1 of 3')).toBeVisible();
    await expect(panel().getByText('Deposit of €150: taken off the last session.')).toBeVisible();
    await expect(panel().getByText('Left to pay at this session: €500.')).toBeVisible();
    const dialog = await bookSession(page, 2, '600', secondDay);
    await shots(page, '02-book-second-session');
    await dialog.getByRole('button', { name: 'Book session 2' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel().getByText('Session 2 booked: Maya Lind gets a confirmation email.')).toBeVisible();
    await expect(panel().getByText('Sessions done: 0 of 3 · booked: 2')).toBeVisible();
    await shots(page, '03-artist-project-panel');
  });

  await test.step('the client sees the project’s progress in the portal', async () => {
    const confirmation = await waitForMail(client, { match: (m) => m.subject.includes('confirmed') });
    const phone = await (
      await browser.newContext({
        baseURL: e2eCloud().urls.app,
        locale: 'en-GB',
        viewport: { width: 390, height: 844 },
      })
    ).newPage();
    await phone.goto(linkIn(confirmation, '/portal/login/email'));
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expect(phone).toHaveURL(/\/portal\/bookings/);
    await expect(phone.getByText('Session 2 of 3')).toBeVisible();
    await expect(phone.getByText('Session 3 is still to book with the artist.').first()).toBeVisible();
    await expect(phone.getByText('Project deposit paid with session 1')).toBeVisible();
    await shots(phone, '04-client-progress');

    // The second session passed without the third booked: the reminder, once, with its portal button.
    const second = (
      await call<{ sessions: BookingView[] }>(`/me/bookings/${requestId}/project`, {
        token: artist.idToken,
      })
    ).sessions[1]!;
    const due = Date.parse(second.slot.end) + 86_400_000;
    expect((await runReminders(new Date(due).toISOString())).sent).toBe(1);
    const reminder = await waitForMail(client, {
      match: (m) => m.subject === 'Book session 3 of your project with Bookings Ink',
    });
    expect(mailText(reminder)).toContain('Session 3 is still to book.');
    await phone.goto(linkIn(reminder, '/portal/login/email'));
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expect(phone).toHaveURL(/\/portal\/bookings/);
  });

  await test.step('the artist books the third: its balance has the deposit taken off', async () => {
    await page.goto(`/app/bookings/${requestId}`);
    const dialog = await bookSession(page, 3, '600', thirdDay);
    await dialog.getByRole('button', { name: 'Book session 3' }).click();
    await expect(dialog).toBeHidden();
    await panel()
      .getByRole('link', { name: /Open Session 3/ })
      .click();
    await expect(panel().getByText('Session 3 of 3')).toBeVisible();
    await expect(panel().getByText('Deposit taken off this session: €150. Left to pay: €450.')).toBeVisible();
    await shots(page, '05-artist-last-session');
    const third = await getBooking(artist, page.url().split('/').at(-1)!);
    expect(third.session).toMatchObject({ number: 3, depositCreditCents: 15_000, balanceCents: 45_000 });
  });
});
