import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/lib/metrics.ts';
import { type OnceKey, releaseEmail, reserveEmail } from './recipient-guard.ts';
import type { RenderedEmail } from './render-email.ts';

let ses: SESv2Client | undefined;

/**
 * Sends one rendered email, with its attachments if any, through SES v2 (the SES stand-in locally),
 * under the configuration set whose bounces and complaints feed the suppression records. An address
 * that is suppressed or past its daily cap gets nothing (ADR 0069), nor does a send keyed `once`
 * whose key was sent already: the answer is then undefined. One write reserves the send before it
 * goes (recipient-guard.ts); a send SES refuses gives it back, then throws.
 */
export async function sendEmail(
  to: string,
  email: RenderedEmail,
  options: { once?: OnceKey } = {},
): Promise<string | undefined> {
  const decision = await reserveEmail(to, options.once);
  if (!decision.send) {
    logger.warn('email not sent', { why: decision.why });
    // A send keyed `once` that went already is a retry's, not an email kept from anyone.
    if (decision.why !== 'already-sent') countMetric(BUSINESS_METRICS.emailsWithheld);
    return undefined;
  }
  ses ??= new SESv2Client({});
  const result = await ses
    .send(
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
                RawContent:
                  typeof attachment.content === 'string'
                    ? new TextEncoder().encode(attachment.content)
                    : attachment.content,
              })),
            }),
          },
        },
      }),
    )
    .catch(async (error: Error) => {
      await releaseEmail(decision.reservation).catch((release: Error) =>
        logger.warn('email reservation not given back', { error: release }),
      );
      throw error;
    });
  countMetric(BUSINESS_METRICS.emailsSent);
  return result.MessageId;
}
