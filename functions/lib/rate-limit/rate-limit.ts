import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb, type WriteEntities, type WriteItem } from '#functions/lib/db.ts';

/** At most `limit` in each fixed window of `windowSeconds` (a whole number of minutes). */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Kept a minute past its window's end, then DynamoDB's TTL removes it. */
const EXPIRY_MARGIN_SECONDS = 60;

/**
 * The `rateWindow` item one count goes to: the scope (with the window's length unless it is the
 * minute, so two rules on one scope never share an item) and the window's start in whole minutes.
 */
export function rateWindowKey(scope: string, rule: RateRule, now: Date) {
  const windowMinutes = Math.max(1, Math.round(rule.windowSeconds / 60));
  const minute = Math.floor(now.getTime() / 60_000 / windowMinutes) * windowMinutes;
  return {
    key: { scope: windowMinutes === 1 ? scope : `${scope}@${windowMinutes}m`, minute },
    endsAt: (minute + windowMinutes) * 60,
  };
}

/** The item one count goes to and the expiry it gets: a minute past its window's end. */
function windowCount(scope: string, rule: RateRule, now: Date) {
  const { key, endsAt } = rateWindowKey(scope, rule, now);
  return { key, expiry: { expiresAt: endsAt + EXPIRY_MARGIN_SECONDS } };
}

/** Seconds until the window holding `now` ends (at least 1): the `Retry-After` of a refusal. */
export function retryAfterSeconds(rule: RateRule, now: Date) {
  return Math.max(1, rateWindowKey('', rule, now).endsAt - Math.ceil(now.getTime() / 1000));
}

/**
 * One more in the scope's current window, only while under the rule's limit: an atomic `ADD` under a
 * condition, so the limit holds across concurrent calls and Lambda instances. This is the item of a
 * transaction (`db.transaction.write(({ rateWindow }) => [countIn(rateWindow, ...), ...])`), which
 * is refused as a whole when the window is full; `takeRate` is the same count on its own.
 */
export function countIn(
  rateWindow: WriteEntities['rateWindow'],
  scope: string,
  rule: RateRule,
  now: Date,
): WriteItem {
  const { key, expiry } = windowCount(scope, rule, now);
  return rateWindow
    .upsert(key)
    .add({ count: 1 })
    .set(expiry)
    .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, rule.limit)}`)
    .commit();
}

/**
 * Counts one in the scope's window on its own (one `UpdateItem`): allowed while under the limit,
 * else refused with the seconds until the window ends. What is refused is not counted.
 */
export async function takeRate(scope: string, rule: RateRule, now = new Date()): Promise<RateDecision> {
  const { key, expiry } = windowCount(scope, rule, now);
  try {
    await getDb()
      .entities.rateWindow.upsert(key)
      .add({ count: 1 })
      .set(expiry)
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, rule.limit)}`)
      .go({ response: 'none' });
    return { allowed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(rule, now) };
  }
}

/**
 * Records that something single-use (a proof of work's signature) was used: true the first time,
 * false for every later use until `expiresAt` (epoch seconds).
 */
export async function claimOnce(scope: string, expiresAt: number): Promise<boolean> {
  try {
    await getDb()
      .entities.rateWindow.create({ scope: `once:${scope}`, minute: 0, count: 1, expiresAt })
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}
