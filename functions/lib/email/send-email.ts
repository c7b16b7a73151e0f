import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../env.ts';
import type { RenderedEmail } from './render-email.ts';

let ses: SESv2Client | undefined;

/** Sends one rendered email through SES v2 (the SES stand-in locally). */
export async function sendEmail(to: string, email: RenderedEmail): Promise<string | undefined> {
  ses ??= new SESv2Client({});
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
  return result.MessageId;
}
