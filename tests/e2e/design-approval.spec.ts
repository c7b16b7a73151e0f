import type { Page } from '@playwright/test';
import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay } from './support/bookings.ts';
import { shareSketch } from './support/designs.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { linkIn, mailText, waitForMail } from './support/mailbox.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 30, item 2 (ADR 0090), at 390 px as the artist and the client live it: the artist shares a
 * sketch on the booking, the client asks for a change in the portal, the artist shares a second, the
 * client approves it, and the booking shows it pinned. With SHOTS_DIR, screenshots of the artist's
 * panel and the client's approval at 390 and 1280 px, light and dark.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 }, hasTouch: true });

const shots = (page: Page, name: string) => shotsAndAxe(page, 'design', name);

test('the client asks for a change, approves the second sketch, and the booking shows it pinned', async ({
  page,
  browser,
}) => {
  // Two people, two sketches, and axe on three screens in both schemes at both widths.
  test.setTimeout(90_000);
  const artist = await bookableArtist('Design-approval-1!');
  const client = uniqueEmail('design');
  const slotId = [...(await freeSlotsByDay(artist)).values()].flat().at(-1);
  const booking = await acceptedBooking(
    artist,
    slotId!,
    { firstName: 'Maya', lastName: 'Roux', email: client },
    { priceCents: 30_000 },
  );
  await signInAsArtist(page, artist);
  const clientContext = await browser.newContext({
    baseURL: e2eCloud().urls.app,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const portal = await clientContext.newPage();
  const design = () => portal.getByRole('region', { name: 'Your design' });

  await test.step('the artist shares a first sketch on the booking', async () => {
    await page.goto(`/app/bookings/${booking.bookingId}`);
    const panel = page.getByRole('region', { name: 'Design', exact: true });
    await expect(panel.getByText('Not shared yet')).toBeVisible();
    await shareSketch(page, 'Share a design', 'A rose with a thin stem.', '#8a3b52');
    await expect(panel.getByText('Version 1 sent: the client gets an email.')).toBeVisible();
    await expect(panel.getByText('Awaiting the client', { exact: true }).first()).toBeVisible();
    const mail = await waitForMail(client, { match: (m) => m.subject.includes('A design to approve') });
    expect(mailText(mail)).toContain('A rose with a thin stem.');
  });

  await test.step('the client follows the email’s button and asks for a change', async () => {
    const mail = await waitForMail(client, { match: (m) => m.subject.includes('A design to approve') });
    // The button signs the client in (ADR 0085): one press, no code, on the booking's design.
    await portal.goto(linkIn(mail, '/portal/login/email'));
    await portal.getByRole('button', { name: 'Continue' }).click();
    await expect(portal).toHaveURL(`/portal/bookings?design=${booking.bookingId}`);
    await expect(design().getByRole('img', { name: 'Design, version 1, image 1' })).toBeVisible();
    await expect(design().getByRole('button', { name: 'Approve this design' })).toBeFocused();
    await shots(portal, 'client-awaiting');
    await design().getByRole('button', { name: 'Ask for changes' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Ask for changes' });
    await expect(dialog.getByText('This revision is included (2 of 2 left).')).toBeVisible();
    await dialog.getByRole('textbox', { name: /What to change/ }).fill('A smaller rose, please.');
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(design().getByText('Your request is sent to the artist.')).toBeVisible();
  });

  await test.step('the artist sees the comment and shares a second sketch', async () => {
    await page.reload();
    const panel = page.getByRole('region', { name: 'Design', exact: true });
    await expect(panel.getByText('A smaller rose, please.')).toBeVisible();
    await expect(panel.getByText('Revisions: 1 used of 2 included')).toBeVisible();
    await shareSketch(page, 'Share version 2', 'Smaller, as asked.', '#3b5a8a');
    await expect(panel.getByText('Version 2 sent: the client gets an email.')).toBeVisible();
  });

  await test.step('the client approves the second sketch, from its email', async () => {
    const mail = await waitForMail(client, { match: (m) => m.subject.includes('Version 2 of your design') });
    await portal.goto(linkIn(mail, '/portal/login/email'));
    await portal.getByRole('button', { name: 'Continue' }).click();
    await expect(portal).toHaveURL(`/portal/bookings?design=${booking.bookingId}`);
    await expect(design().getByText('Smaller, as asked.').first()).toBeVisible();
    await design().getByRole('button', { name: 'Approve this design' }).click();
    await expect(
      design().getByText('Thank you! The design is approved and pinned on your booking.'),
    ).toBeVisible();
    await expect(design().getByRole('heading', { name: 'Approved design' })).toBeVisible();
    await shots(portal, 'client-approved');
  });

  await test.step('the booking shows the approved design pinned, with its history', async () => {
    await page.reload();
    const panel = page.getByRole('region', { name: 'Design', exact: true });
    await expect(panel.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Approved design' })).toBeVisible();
    await expect(panel.getByText(/^Version 2, approved on /)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Version 1' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Share/ })).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await shots(page, 'artist-panel');
  });
  await clientContext.close();
});
