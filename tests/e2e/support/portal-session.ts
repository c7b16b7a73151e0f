import { expect, type Page } from '@playwright/test';
import { codeIn, mailsTo, waitForMail } from './mailbox.ts';

/** A client signs in to the portal as a client does (in English): email, the 6-digit code mailed, then the requests. */
export async function portalSignIn(page: Page, email: string) {
  const seen = (await mailsTo(email)).length;
  await page.goto('/portal/login');
  await page.getByLabel(/Email address/).fill(email);
  await page.getByRole('button', { name: 'Get my code' }).click();
  const mail = await waitForMail(email, { after: seen, match: (m) => /\b\d{6}\b/.test(m.body.text ?? '') });
  await page.getByLabel(/6-digit code/).fill(codeIn(mail));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/requests$/);
}
