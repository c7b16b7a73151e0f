import { makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ConsumerEvent } from '#events/consumers.ts';
import { getDb } from '#functions/lib/db.ts';
import { newSignInSecret, sendSigningIn } from '#functions/lib/email/sign-in-links.ts';
import { env } from '#functions/lib/env.ts';
import { idempotencyConfig, idempotencyStore } from '#functions/lib/idempotency.ts';
import { logger } from '#functions/lib/logger.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';
import { platformScope, utcDay } from '#shared/domain/platform-figures.ts';
import { loadWording } from './load-wording.ts';
import { emailEffectKey, type PlannedEmail, planEmails } from './plan-emails.ts';
import { withStoredFiles } from './stored-files.ts';

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
    // With its button's sign-in link, if any (ADR 0085).
    const messageId = await sendSigningIn(email.to, email.content, email.signIn);
    if (messageId) await countEmailSent(messageId);
    // The answer is remembered in DynamoDB, which stores no undefined: a send the recipient guard
    // withheld is done too (null), not a failure to retry into the dead-letter queue.
    return { messageId: messageId ?? null };
  },
  { persistenceStore: idempotencyStore('email'), config },
);

/**
 * The platform's 'emails sent' figure of the day (superadmin area): one more, on a shard. Best
 * effort: a failure here is logged, never thrown, since a throw after the send would send again.
 */
async function countEmailSent(messageId: string) {
  const now = new Date();
  try {
    await getDb()
      .entities.statsCounter.upsert({
        artistId: platformScope(messageId),
        day: utcDay(now),
        metric: 'emailsSent',
      })
      .add({ value: 1 })
      .go();
  } catch (error) {
    logger.warn('emails sent figure not counted', { error: error as Error });
  }
}

/** The emails of one event, each sent once per event and recipient. */
async function sendEventEmails(event: ConsumerEvent<'email'>) {
  // The artist's wording of a client email, if they wrote one (read when the email is sent).
  const wording = await loadWording(event);
  const context = {
    appUrl: env.appUrl,
    wording,
    supportInbox: env.supportInbox,
    signInSecret: newSignInSecret,
  };
  for (const email of planEmails(event, context)) {
    const content = await withStoredFiles(email);
    await sendOnce({
      key: emailEffectKey(event.envelope.metadata.id, email.to),
      email: { ...email, content },
    });
  }
}

const consume = queueConsumer('email', sendEventEmails, 'email record failed, will be retried');

/**
 * The email consumer, fed by its SQS queue. A record whose emails cannot all be sent (SES down, say)
 * is reported as a batch item failure: SQS redelivers it later, and the emails already sent are not
 * sent again.
 */
export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  if (context) config.registerLambdaContext(context);
  return consume(event, context);
};
