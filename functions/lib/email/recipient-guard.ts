import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from '#functions/lib/db.ts';
import { countIn, type RateRule, rateWindowKey } from '#functions/lib/rate-limit/rate-limit.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';

/**
 * At most this many emails to one address per UTC day, every kind together (ADR 0069): more than an
 * active artist's busiest day, and the bound on what strangers can make the product send anyone.
 */
export const EMAILS_PER_RECIPIENT: RateRule = { limit: 40, windowSeconds: 24 * 60 * 60 };

export type RecipientDecision =
  | { send: true; reservation: Reservation }
  | { send: false; why: 'suppressed' | 'daily-cap' | 'already-sent' };

/** What a reservation wrote, so a send that fails can give it back. */
export interface Reservation {
  to: string;
  at: Date;
  once?: OnceKey | undefined;
}

/** A send that must happen at most once (a digest per artist and day): its key and how long it is kept. */
export interface OnceKey {
  key: string;
  expiresAt: number;
}

const capScope = (to: string) => `email-to:${emailHash(to)}`;
const onceScope = (key: string) => `once:email:${key}`;

/** Attempts when DynamoDB cancels for a conflict with a concurrent transaction (not a condition). */
const ATTEMPTS = 5;

/**
 * Whether an email may go to `to` now, reserved in ONE TransactWriteItems (ADR 0069): not if SES
 * reported the address bounced or complained (its suppression record, a condition check), nor once
 * its daily cap is reached (the day's count, added to only while under the cap, so concurrent sends
 * cannot pass it), nor, for a send keyed `once`, if that key was sent already (a marker created only
 * if absent). A send that then fails gives the reservation back (`releaseEmail`), so retries while
 * SES is down do not use up an address's day. Used before every send: the product's emails
 * (send-email.ts) and Cognito's codes (the CustomMessage trigger).
 */
export async function reserveEmail(to: string, once?: OnceKey, now = new Date()): Promise<RecipientDecision> {
  for (let attempt = 1; ; attempt++) {
    const result = await getDb()
      .transaction.write(({ emailSuppression, rateWindow }) => [
        emailSuppression
          .check({ emailHash: emailHash(to) })
          .where((item, { notExists }) => notExists(item.emailHash))
          .commit(),
        countIn(rateWindow, capScope(to), EMAILS_PER_RECIPIENT, now),
        ...(once
          ? [
              rateWindow
                .create({ scope: onceScope(once.key), minute: 0, count: 1, expiresAt: once.expiresAt })
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) return { send: true, reservation: { to, at: now, once } };
    const failed = result.data.map((entry) => entry.code === 'ConditionalCheckFailed');
    if (failed[2]) return { send: false, why: 'already-sent' };
    if (failed[0]) return { send: false, why: 'suppressed' };
    if (failed[1]) return { send: false, why: 'daily-cap' };
    // A conflict with a concurrent transaction on the same items: wait a little, then try again.
    if (attempt >= ATTEMPTS) throw new Error('the email reservation kept conflicting');
    await sleep(Math.random() * 20 * attempt);
  }
}

/** Gives back what `reserveEmail` took, after a send that failed: the day's count and the once marker. */
export async function releaseEmail({ to, at, once }: Reservation): Promise<void> {
  const { key } = rateWindowKey(capScope(to), EMAILS_PER_RECIPIENT, at);
  await getDb()
    .transaction.write(({ rateWindow }) => [
      rateWindow.update(key).add({ count: -1 }).commit(),
      ...(once ? [rateWindow.delete({ scope: onceScope(once.key), minute: 0 }).commit()] : []),
    ])
    .go();
}
