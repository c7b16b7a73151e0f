import type { Page } from '@playwright/test';
import { confirmSentOrChooseAgain } from './bookings.ts';
import { expect } from './fixtures.ts';

/** Who books through the public form, and what they want tattooed. */
export interface FormClient {
  email: string;
  firstName: string;
  lastName?: string;
  age?: number;
  alreadyTattooed?: boolean;
}

/**
 * A new client books a custom project with the artist's public form, as a person does: from the
 * public page's "Book an appointment", the project, no image, the first day's last time, their
 * details, then the emailed code typed into the confirmation step (a taken time is chosen again).
 * `atSummary` looks at the summary (the policy the client accepts) before sending; `sentHeading` is
 * what the form says once confirmed (a draw opening's "You are in the draw").
 */
export async function bookCustomProjectWithTheForm(
  page: Page,
  pseudo: string,
  client: FormClient,
  atSummary?: (page: Page) => Promise<void>,
  sentHeading = 'Request sent!',
) {
  await page.goto(`/${pseudo}`);
  await page.getByRole('link', { name: 'Book an appointment' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'What is your project?' })).toBeVisible();
  await page.getByText('A custom project', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Placement' }).fill('Right shoulder');
  await page.getByRole('textbox', { name: 'Size' }).fill('15 x 10 cm');
  await page.getByRole('textbox', { name: 'Description' }).fill('A peony in fine line, black and grey.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reference images' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeFocused();
  await page
    .getByRole('group', { name: /^Times on / })
    .getByRole('radio')
    .last()
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(client.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(client.lastName ?? 'Martin');
  await page.getByRole('textbox', { name: 'Age' }).fill(String(client.age ?? 31));
  await page.getByRole('textbox', { name: 'Email address' }).fill(client.email);
  await page.getByText(client.alreadyTattooed === false ? 'No' : 'Yes', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeFocused();
  await atSummary?.(page);
  await page.getByRole('button', { name: 'Send my request' }).click();
  await confirmSentOrChooseAgain(
    page,
    () => page.getByRole('button', { name: 'Send my request' }).click(),
    undefined,
    sentHeading,
  );
}
