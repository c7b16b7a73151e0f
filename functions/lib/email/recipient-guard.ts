import { emailHash } from '../../../shared/domain/booking/email-hash.ts';
import { getDb } from '../db.ts';
import { type RateRule, rateWindowKey, takeRate } from '../rate-limit/rate-limit.ts';

/**
 * At most this many emails to one address per UTC day, every kind together (ADR 0069): more than an
 * active artist's busiest day, and the bound on what strangers can make the product send anyone.
 */
export const EMAILS_PER_RECIPIENT: RateRule = { limit: 40, windowSeconds: 24 * 60 * 60 };

export type RecipientDecision = { send: true } | { send: false; why: 'suppressed' | 'daily-cap' };

const capScope = (to: string) => `email-to:${emailHash(to)}`;

/**
 * Whether an email may go to `to` now: not if SES reported it bounced or complained (the suppression
 * record), nor once its daily cap is reached. Checked before every send: the product's emails
 * (send-email.ts) and Cognito's codes (the CustomMessage trigger). Reads only: a send is counted
 * once it went out (`countEmail`), so retries while SES is down do not use up the cap.
 */
export async function mayEmail(to: string, now = new Date()): Promise<RecipientDecision> {
  const db = getDb();
  const { key } = rateWindowKey(capScope(to), EMAILS_PER_RECIPIENT, now);
  const [suppressed, sent] = await Promise.all([
    db.entities.emailSuppression.get({ emailHash: emailHash(to) }).go(),
    db.entities.rateWindow.get(key).go(),
  ]);
  if (suppressed.data) return { send: false, why: 'suppressed' };
  return (sent.data?.count ?? 0) >= EMAILS_PER_RECIPIENT.limit
    ? { send: false, why: 'daily-cap' }
    : { send: true };
}

/** Counts a sent email toward its recipient's daily cap (concurrent sends may pass it by a few). */
export async function countEmail(to: string, now = new Date()): Promise<void> {
  await takeRate(capScope(to), EMAILS_PER_RECIPIENT, now);
}
