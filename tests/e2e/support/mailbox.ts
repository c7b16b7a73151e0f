import { type Mail, mailStore } from '#tests/support/mail-store.ts';

export { attachmentText, codeIn, mailText } from '#tests/support/mail-store.ts';
export type { Mail };

/** The SES stand-in of the e2e local cloud (`E2E_MAILBOX_URL`, set by the globalSetup). */
function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: run through tests/e2e/playwright.config.ts');
  return url.replace(/\/$/, '');
}

export const { mailsTo, waitForMail } = mailStore(mailboxUrl);

/** The first link of a mail that leads to `path` on the app (`/change-password?email=...`). */
export function linkIn(mail: Mail, path: string): string {
  const links = [...`${mail.body.html ?? ''} ${mail.body.text ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(
    ([link]) => link.replaceAll('&amp;', '&'),
  );
  const link = links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no link to ${path} in mail "${mail.subject}" (links: ${links.join(', ')})`);
  return link;
}
