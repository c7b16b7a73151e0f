import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/lib/metrics.ts';
import {
  markSent,
  type OnceKey,
  type RecipientDecision,
  type Reservation,
  releaseEmail,
  reserveEmail,
} from './recipient-guard.ts';
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
    withheld(decision.why);
    return undefined;
  }
  return sendReserved(decision.reservation, email);
}

/** An email the recipient guard kept back (reserveEmail's or reserveEmails' reason), logged and counted. */
export function withheld(why: Extract<RecipientDecision, { send: false }>['why']): void {
  logger.warn('email not sent', { why });
  // A send keyed `once` that went already is a retry's, not an email kept from anyone.
  if (why !== 'already-sent') countMetric(BUSINESS_METRICS.emailsWithheld);
}

/**
 * Sends an email whose send is reserved already: the reservation is given back if SES refuses it,
 * then the error thrown; a send keyed `once` is marked sent as soon as SES accepts it. Answers SES's
 * message id. (A job's batch goes through bulk-email.ts.)
 */
async function sendReserved(reservation: Reservation, email: RenderedEmail): Promise<string | undefined> {
  const to = reservation.to;
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
      await releaseEmail(reservation).catch((release: Error) =>
        logger.warn('email reservation not given back', { error: release }),
      );
      throw error;
    });
  countMetric(BUSINESS_METRICS.emailsSent);
  // Sent: the claim of a send keyed `once` is marked so, and never taken over (ADR 0102). If this
  // write fails, the email went all the same: a later run may send it again, which is logged.
  if (reservation.once)
    await markSent(reservation.once).catch((error: Error) =>
      logger.error('email sent but not marked sent', { key: reservation.once?.key, error }),
    );
  return result.MessageId;
}
