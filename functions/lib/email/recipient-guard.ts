import { emailHash } from '../../../shared/domain/booking/email-hash.ts';
import { getDb } from '../db.ts';
import { type RateRule, takeRate } from '../rate-limit/rate-limit.ts';

/**
 * At most this many emails to one address per UTC day, every kind together (ADR 0069): more than an
 * active artist's busiest day, and the bound on what strangers can make the product send anyone.
 */
export const EMAILS_PER_RECIPIENT: RateRule = { limit: 40, windowSeconds: 24 * 60 * 60 };

export type RecipientDecision = { send: true } | { send: false; why: 'suppressed' | 'daily-cap' };

/**
 * Whether an email may go to `to` now: not if SES reported it bounced or complained (the suppression
 * record), nor past its daily cap; when it may, it is counted. Checked before every send: the
 * product's emails (send-email.ts) and Cognito's codes (the CustomMessage trigger).
 */
export async function mayEmail(to: string, now = new Date()): Promise<RecipientDecision> {
  const hash = emailHash(to);
  const suppressed = await getDb().entities.emailSuppression.get({ emailHash: hash }).go();
  if (suppressed.data) return { send: false, why: 'suppressed' };
  const counted = await takeRate(`email-to:${hash}`, EMAILS_PER_RECIPIENT, now);
  return counted.allowed ? { send: true } : { send: false, why: 'daily-cap' };
}
