import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The artist connects a Stripe account from the booking settings, through the stand-in's onboarding. */
export async function connectStripe(page: Page) {
  await page.goto('/app/settings/bookings');
  const card = page.getByRole('region', { name: 'Deposits paid online' });
  await expect(card.getByText('Until then, you mark deposits paid by hand')).toBeVisible();
  await card.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(page.getByRole('heading', { name: /Set up payments/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit and return' }).click();
  await expect(page).toHaveURL('/app/settings/bookings?payments=done');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Deposits are paid online')).toBeVisible();
}

/**
 * The client pays the deposit (`pay`, the card's "Pay the €50 deposit") on the Stripe stand-in's
 * checkout, back on their appointments, where the card `card` shows it paid online.
 */
export async function payTheDeposit(page: Page, pay: Locator, amount: string, card: Locator) {
  await pay.click();
  await expect(page.getByRole('heading', { name: /Deposit · / })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL('/portal/bookings?deposit=paid');
  await expect(card.getByText('Deposit paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Paid online')).toBeVisible();
  await expect(card.getByRole('button', { name: /Pay the/ })).toHaveCount(0);
}
