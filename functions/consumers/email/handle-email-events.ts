import { randomBytes } from 'node:crypto';
import { makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ConsumerEvent } from '#events/consumers.ts';
import { getDb } from '#functions/lib/db.ts';
import { sendEmail } from '#functions/lib/email/send-email.ts';
import { env } from '#functions/lib/env.ts';
import { idempotencyConfig, idempotencyStore } from '#functions/lib/idempotency.ts';
import { logger } from '#functions/lib/logger.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';
import { platformScope, utcDay } from '#shared/domain/platform-figures.ts';
import { EMAIL_SIGN_IN } from '#shared/domain/portal/email-sign-in.ts';
import { loadWording } from './load-wording.ts';
import { emailEffectKey, type PlannedEmail, planEmails } from './plan-emails.ts';
import { mintSignIn, settleSignIn } from './sign-in-link-store.ts';

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
    const { signIn } = email;
    // The button's sign-in link first, so it works when the email arrives; a send already done sends nothing.
    if (signIn && !(await mintSignIn(signIn))) return { messageId: undefined };
    const messageId = await sendEmail(email.to, email.content).catch(async (error: Error) => {
      if (signIn) await settleSignIn(signIn, false);
      throw error;
    });
    if (signIn) await settleSignIn(signIn, messageId !== undefined);
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

/** The emails of one event, each sent once per event and recipient. */
async function sendEventEmails(event: ConsumerEvent<'email'>) {
  // The artist's wording of a client email, if they wrote one (read when the email is sent).
  const wording = await loadWording(event);
  const context = {
    appUrl: env.appUrl,
    wording,
    supportInbox: env.supportInbox,
    signInSecret: () => randomBytes(EMAIL_SIGN_IN.secretBytes).toString('base64url'),
  };
  for (const email of planEmails(event, context)) {
    await sendOnce({ key: emailEffectKey(event.envelope.metadata.id, email.to), email });
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
