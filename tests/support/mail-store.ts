/**
 * Reading the SES stand-in's mails (`GET /store/to?address=…`, one recipient's mails), for the integration tier (`./mailbox.ts`, URL
 * from vitest's `inject`) and the e2e tier (`../e2e/support/mailbox.ts`, URL from the environment):
 * no vitest or Playwright import here.
 */

/** One email as the SES stand-in stores it (`GET /store`). */
export interface Mail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Files sent with the mail (SES `Attachments`); `content` is base64. */
  attachments?: MailAttachment[];
  /** Epoch seconds. */
  at: number;
}

interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
  size: number;
}

/** The text of a mail's attachment named like `filename` (a RegExp or an exact name), or undefined. */
export function attachmentText(mail: Mail, filename: RegExp | string): string | undefined {
  const found = mail.attachments?.find((attachment) =>
    typeof filename === 'string' ? attachment.filename === filename : filename.test(attachment.filename),
  );
  return found && Buffer.from(found.content, 'base64').toString('utf8');
}

export interface WaitForMailOptions {
  /** By default: any mail. */
  match?: (mail: Mail) => boolean;
  /** Skips the first mails (pass the count seen before the action). */
  after?: number;
  /** 10 s by default. */
  timeoutMs?: number;
}

/** `mailsTo` and `waitForMail` against the SES stand-in at `sesUrl()` (read at each call). */
export function mailStore(sesUrl: () => string) {
  /** Every mail sent to `address` so far, oldest first. */
  async function mailsTo(address: string): Promise<Mail[]> {
    return mailsToAny([address]);
  }

  /** Every mail sent to one of `addresses` (To, Cc or Bcc containing it) so far, oldest first. */
  async function mailsToAny(addresses: readonly string[]): Promise<Mail[]> {
    const query = new URLSearchParams(addresses.map((address) => ['address', address]));
    const response = await fetch(`${sesUrl()}/store/to?${query}`);
    if (!response.ok) throw new Error(`the SES stand-in answered ${response.status}`);
    return ((await response.json()) as { emails: Mail[] }).emails;
  }

  /** Waits for a mail to `address` that matches, polling the SES stand-in; fails after `timeoutMs`. */
  async function waitForMail(address: string, options: WaitForMailOptions = {}): Promise<Mail> {
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

  /**
   * Waits until `address` has at least `count` mails: what a setup's consumers send (a welcome, a
   * new request's emails) arrives after the call that caused it, so a test that then counts mails
   * waits for these first.
   */
  async function waitForMailCount(address: string, count: number, timeoutMs = 30_000): Promise<Mail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await mailsTo(address);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) {
        const subjects = mails.map((seen) => `"${seen.subject}"`).join(', ') || 'none';
        throw new Error(
          `${mails.length} of ${count} mails to ${address} within ${timeoutMs} ms (saw: ${subjects})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { mailsTo, mailsToAny, waitForMail, waitForMailCount };
}

/** The text of a mail: its text part, else its HTML. */
export function mailText(mail: Mail): string {
  return mail.body.text ?? mail.body.html ?? '';
}

/**
 * The 6-digit code of a mail (Cognito's verification or reset, the portal's sign-in): the number
 * after the word "code" (a first name may hold six digits too), else the first 6-digit number.
 */
export function codeIn(mail: Mail): string {
  const text = mailText(mail);
  const code = /(?:code|código)\D{0,40}?\b(\d{6})\b/i.exec(text)?.[1] ?? /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}
