import type { Page } from '@playwright/test';
import { acceptedBooking, bookableArtist, freeSlotsByDay } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { linkIn, mailsTo, mailText, waitForMail } from './support/mailbox.ts';

/**
 * Issue 30, item 4 (ADR 0085), on a phone: a client who booked opens the acceptance email's button
 * from their mailbox and lands signed in on their appointments, without a code; the same button
 * opened again falls back to the code page with their address filled in. With SHOTS_DIR set, the
 * button's page, the fallback and the appointments are kept at 390 and 1280 px, light and dark.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Screenshots of the page as it is, at both widths in both schemes (only with SHOTS_DIR). */
async function shoot(page: Page, name: string) {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${shots}/${name}-${size.width}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(SIZES[0]);
}

test('a client opens the acceptance email’s button and lands signed in on the booking, without a code', async ({
  page,
  browser,
}) => {
  const artist = await bookableArtist('Email-sign-in-1!');
  const client = uniqueEmail('from-email');
  const slotId = [...(await freeSlotsByDay(artist)).values()].flat().at(-1);
  await acceptedBooking(
    artist,
    slotId!,
    { firstName: 'Lou', lastName: 'Bernard', email: client },
    { priceCents: 16_000, depositCents: 4_000 },
  );
  const confirmation = await waitForMail(client, { match: (mail) => /is confirmed/.test(mail.subject) });
  expect(mailText(confirmation)).toContain('See my appointment: http');
  const button = linkIn(confirmation, '/portal/login/email');

  await test.step('the button’s page asks for one press, and the secret leaves the address bar', async () => {
    await page.goto(button);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue from your email');
    await expect(page.getByText(`with the address ${client}, no code to type`)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/portal/login/email' && url.hash === '');
    await shoot(page, 'button-page');
  });

  await test.step('one press: signed in, on the appointment the email named', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/portal/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My appointments');
    const card = page.getByRole('article', { name: /Bookings Ink/ });
    await expect(card).toBeVisible();
    await shoot(page, 'signed-in-bookings');
    // No code was asked for, and none was sent.
    expect((await mailsTo(client)).filter((mail) => /sign-in code/.test(mail.subject))).toEqual([]);
  });

  await test.step('the same button again, on another device: the code page, the address filled in', async () => {
    const context = await browser.newContext({ viewport: SIZES[0], locale: 'en-GB' });
    const other = await context.newPage();
    await other.goto(button);
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other).toHaveURL((url) => url.pathname === '/portal/login');
    await expect(
      other.getByText('That email’s button has expired or was already used. Your address is filled in'),
    ).toBeVisible();
    await expect(other.getByLabel(/Email address/)).toHaveValue(client);
    await shoot(other, 'fallback-code-page');
    await context.close();
  });
});
