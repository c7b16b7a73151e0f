import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../env.ts';
import { logger } from '../logger.ts';
import { countEmail, mayEmail } from './recipient-guard.ts';
import type { RenderedEmail } from './render-email.ts';

let ses: SESv2Client | undefined;

/**
 * Sends one rendered email, with its attachments if any, through SES v2 (the SES stand-in locally),
 * under the configuration set whose bounces and complaints feed the suppression records. An address
 * that is suppressed or past its daily cap gets nothing (ADR 0069): the answer is then undefined.
 */
export async function sendEmail(to: string, email: RenderedEmail): Promise<string | undefined> {
  const decision = await mayEmail(to);
  if (!decision.send) {
    logger.warn('email not sent', { why: decision.why });
    return undefined;
  }
  ses ??= new SESv2Client({});
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      ...(env.sesConfigurationSet && { ConfigurationSetName: env.sesConfigurationSet }),
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
          ...(email.attachments?.length && {
            Attachments: email.attachments.map((attachment) => ({
              FileName: attachment.filename,
              ContentType: attachment.contentType,
              ContentDisposition: 'ATTACHMENT' as const,
              RawContent: new TextEncoder().encode(attachment.content),
            })),
          }),
        },
      },
    }),
  );
  await countEmail(to).catch((error: Error) => logger.warn('email not counted', { error }));
  return result.MessageId;
}
