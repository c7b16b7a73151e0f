import { inject } from 'vitest';

/** One email as the SES stand-in stores it (`GET /store`). */
export interface Mail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Epoch seconds. */
  at: number;
}

/** Every mail sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const { urls } = inject('localCloud');
  const response = await fetch(`${urls.ses}/store`);
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
 * skips the first mails (pass the count seen before the action). Fails after `timeoutMs`.
 */
export async function waitForMail(
  address: string,
  options: { match?: (mail: Mail) => boolean; after?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mails = (await mailsTo(address)).slice(options.after ?? 0);
    const mail = mails.find(options.match ?? (() => true));
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${address} within ${options.timeoutMs ?? 10_000} ms (saw ${mails.length})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code of a Cognito mail (verification or reset). */
export function codeIn(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.body.text ?? mail.body.html ?? '')?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}
