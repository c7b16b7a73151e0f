import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, call, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { teamIdToken } from './support/team-session.ts';

/**
 * Issue 28, item 5 (ADR 0070), as the suspended artist meets it: signing in shows why and what still
 * works (reading, the export); conversations are read only; a write answers the localized refusal.
 */

test.use({ locale: 'en-GB' });

test('a suspended artist sees why, reads, and is told a write is refused', async ({ page }) => {
  // Three pages, an accessibility scan and (with SHOTS) eight screenshots.
  test.setTimeout(60_000);
  const artist = await bookableArtist('Suspended-read-1!');
  const [slotId] = [...(await freeSlotsByDay(artist)).values()].flat();
  const { requestId } = await sentRequest(artist, slotId ?? '', { firstName: 'Léa', lastName: 'Martin' });
  const conversation = await call<{ conversationId: string }>('/me/conversations', {
    token: artist.idToken,
    body: { requestId },
  });
  const reason = `Clients reported fake flashes (${randomUUID().slice(0, 8)})`;
  const admin = await teamIdToken();
  await call(
    `/admin/artists/${(await call<{ artistId: string }>('/me', { token: artist.idToken })).artistId}/suspension`,
    {
      method: 'PUT',
      token: admin,
      body: { reason },
    },
  );

  await signInAsArtist(page, artist);
  const notice = page.getByRole('region', { name: 'Your account is suspended' });
  await expect(notice).toContainText(`The Inkslot team’s reason: “${reason}”`);
  await expect(notice).toContainText(
    'You can still read your requests, bookings and messages, and export your data.',
  );
  await expect(notice.getByRole('link', { name: 'Export my data' })).toHaveAttribute(
    'href',
    '/app/settings/account',
  );
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  if (process.env.SHOTS)
    for (const scheme of ['light', 'dark'] as const)
      for (const width of [390, 1280]) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `.local/shots/suspended-today-${width}-${scheme}.png` });
      }

  await page.goto(`/app/messages/${conversation.conversationId}`);
  await expect(page.getByText('Your account is suspended: you cannot send messages.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /message/i })).toHaveCount(0);
  if (process.env.SHOTS)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `.local/shots/suspended-messages-${width}.png` });
    }

  await page.goto('/app/settings/features');
  await page.getByRole('switch').first().click();
  await expect(
    page.getByText(/Your account is suspended: you can read and export your data/).first(),
  ).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: '.local/shots/suspended-write-refused.png' });
});

test('suspended while working: the next refused write shows the notice at once', async ({ page }) => {
  const artist = await bookableArtist('Suspended-live-1!');
  await signInAsArtist(page, artist);
  await page.goto('/app/settings/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  const { artistId } = await call<{ artistId: string }>('/me', { token: artist.idToken });
  const admin = await teamIdToken();
  await call(`/admin/artists/${artistId}/suspension`, {
    method: 'PUT',
    token: admin,
    body: { reason: 'Spam' },
  });
  await page.getByRole('switch').first().click();
  await expect(page.getByRole('region', { name: 'Your account is suspended' })).toContainText(
    'The Inkslot team’s reason: “Spam”',
  );
});
