import type { Mail } from '../../support/mailbox.ts';

export type { Mail };

/** The SES stand-in of the e2e local cloud (`E2E_MAILBOX_URL`, set by the globalSetup). */
function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: run through tests/e2e/playwright.config.ts');
  return url.replace(/\/$/, '');
}

/** Every mail sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${mailboxUrl()}/store`);
  if (!response.ok) throw new Error(`the SES stand-in answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: Mail[] };
  const wanted = address.toLowerCase();
  return emails.filter((mail) =>
    [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc].some((to) =>
      to.toLowerCase().includes(wanted),
    ),
  );
}

/**
 * Waits for a mail to `address` that matches (by default: any), polling the SES stand-in; `after`
 * skips the first mails (pass the count seen before the action).
 */
export async function waitForMail(
  address: string,
  options: { match?: (mail: Mail) => boolean; after?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).slice(options.after ?? 0);
    const mail = mails.find(options.match ?? (() => true));
    if (mail) return mail;
    if (Date.now() > deadline) {
      const subjects = mails.map((seen) => `"${seen.subject}"`).join(', ') || 'none';
      throw new Error(`no matching mail to ${address} within ${timeoutMs} ms (saw: ${subjects})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text of a mail: its text part, else its HTML. */
export function mailText(mail: Mail): string {
  return mail.body.text ?? mail.body.html ?? '';
}

/** The 6-digit code of a Cognito mail (verification or reset). */
export function codeIn(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mailText(mail))?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}

/** The first link of a mail that leads to `path` on the app (`/change-password?email=...`). */
export function linkIn(mail: Mail, path: string): string {
  const links = [...`${mail.body.html ?? ''} ${mail.body.text ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(
    ([link]) => link.replaceAll('&amp;', '&'),
  );
  const link = links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no link to ${path} in mail "${mail.subject}" (links: ${links.join(', ')})`);
  return link;
}
