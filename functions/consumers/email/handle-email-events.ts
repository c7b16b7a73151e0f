import { makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { platformScope, utcDay } from '../../../shared/domain/platform-figures.ts';
import { getDb } from '../../lib/db.ts';
import { sendEmail } from '../../lib/email/send-email.ts';
import { env } from '../../lib/env.ts';
import { idempotencyConfig, idempotencyStore } from '../../lib/idempotency.ts';
import { logger } from '../../lib/logger.ts';
import { parseBusEvent } from '../../lib/parse-bus-event.ts';
import { loadWording } from './load-wording.ts';
import { emailEffectKey, type PlannedEmail, planEmails } from './plan-emails.ts';

interface Send {
  key: string;
  email: PlannedEmail;
}

const config = idempotencyConfig('key');
/**
 * One send per event and recipient, each remembered on its own: a redelivered event finds its emails
 * already sent, and a record that failed after its first email retries only the others.
 */
const sendOnce = makeIdempotent(
  async ({ email }: Send) => {
    const messageId = await sendEmail(email.to, email.content);
    await countEmailSent(messageId);
    return { messageId };
  },
  { persistenceStore: idempotencyStore('email'), config },
);

/**
 * The platform's 'emails sent' figure of the day (superadmin area): one more, on a shard. Best
 * effort: a failure here is logged, never thrown, since a throw after the send would send again.
 */
async function countEmailSent(messageId: string | undefined) {
  const now = new Date();
  try {
    await getDb()
      .entities.statsCounter.upsert({
        artistId: platformScope(messageId ?? now.toISOString()),
        day: utcDay(now),
        metric: 'emailsSent',
      })
      .add({ value: 1 })
      .go();
  } catch (error) {
    logger.warn('emails sent figure not counted', { error: error as Error });
  }
}

/**
 * The email consumer, fed by its SQS queue. A record whose emails cannot all be sent (SES down, say)
 * is reported as a batch item failure: SQS redelivers it later, and the emails already sent are not
 * sent again.
 */
export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  if (context) config.registerLambdaContext(context);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const domainEvent = parseBusEvent(record.body);
      // The artist's wording of a client email, if they wrote one (read when the email is sent).
      const wording = await loadWording(domainEvent);
      for (const email of planEmails(domainEvent, {
        appUrl: env.appUrl,
        wording,
        supportInbox: env.supportInbox,
      })) {
        await sendOnce({ key: emailEffectKey(domainEvent.envelope.metadata.id, email.to), email });
      }
    } catch (error) {
      logger.warn('email record failed, will be retried', {
        messageId: record.messageId,
        error: error as Error,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
