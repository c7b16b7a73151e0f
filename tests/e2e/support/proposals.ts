import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { type Mail, waitForMail } from './mailbox.ts';

/**
 * The artist proposes three times from `/app/requests`' stack (ADR 0087): in the propose dialog, the
 * 3rd, 4th and 5th days' first free time, each added; `beforeContinue` sees the dialog with the three
 * (axe, screenshots). Leaves the price dialog open and returns it.
 */
export async function proposeThreeTimes(
  page: Page,
  clientName: string,
  beforeContinue?: () => Promise<void>,
) {
  await page.goto('/app/requests');
  await page.getByRole('button', { name: /^Propose times/ }).click();
  const dialog = page.getByRole('dialog', { name: `Propose times to ${clientName}` });
  const dayGroup = dialog.getByRole('group', { name: 'Day' });
  for (const index of [2, 3, 4]) {
    await dayGroup.getByRole('radio').nth(index).check();
    await dialog
      .getByRole('group', { name: /^Free slots on/ })
      .getByRole('radio')
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Add this time' }).click();
  }
  await expect(
    dialog.getByRole('region', { name: 'Proposed times (3/4)' }).getByRole('listitem'),
  ).toHaveCount(3);
  await beforeContinue?.();
  await dialog.getByRole('button', { name: 'Continue: the price' }).click();
  return page.getByRole('dialog', { name: `Price for ${clientName}` });
}

/** The proposal email's time buttons, in their order: each into the portal with that time chosen. */
function timeButtonsIn(mail: Mail): string[] {
  return [...(mail.body.html ?? '').matchAll(/href="([^"]*time%3D[^"]*)"/g)].map(([, link]) =>
    (link ?? '').replaceAll('&amp;', '&'),
  );
}

/**
 * The client follows the proposal email's button for time `index` (0-based): it signs them in with
 * one press, no code (ADR 0085), on the request with that time already chosen among the three.
 * Returns the request's card and id.
 */
export async function followTheEmailedTime(page: Page, email: string, index: number) {
  const mail = await waitForMail(email, { match: (each) => /proposes times/.test(each.subject) });
  const picks = timeButtonsIn(mail);
  expect(picks).toHaveLength(3);
  await page.goto(picks[index] ?? '');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/portal\/requests\?request=.*&time=/);
  const card = page.getByRole('article', { name: /Bookings Ink/ });
  const times = card.getByRole('group', { name: 'Proposed times' }).getByRole('radio');
  await expect(times).toHaveCount(3);
  await expect(times.nth(index)).toBeChecked();
  return { card, requestId: new URL(page.url()).searchParams.get('request') ?? '' };
}
