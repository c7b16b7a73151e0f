import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, type WriteEntities, type WriteItem } from '#functions/lib/db.ts';
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

/**
 * A send that must happen once (a digest per artist and day): its key, how long its mark is kept,
 * and the run that claims it (its lease's holder).
 */
export interface OnceKey {
  key: string;
  expiresAt: number;
  run?: string | undefined;
}

/**
 * How long a claim keyed `once` holds before another run may take it over, if it was not marked
 * sent (ADR 0102): far longer than a run can live (the digest's timeout, CONSUMER_TIMEOUT_SECONDS,
 * is 30 s), so a live run's claim never expires under it; a dead run's is taken over by the next
 * run that looks (send-daily-digests.ts: the next hour's run).
 */
export const CLAIM_LEASE_SECONDS = 10 * 60;

const capScope = (to: string) => `email-to:${emailHash(to)}`;
const onceScope = (key: string) => `once:email:${key}`;

/** Attempts when DynamoDB cancels for a conflict with a concurrent transaction (not a condition). */
const ATTEMPTS = 5;

/**
 * Whether an email may go to `to` now, reserved in ONE TransactWriteItems (ADR 0069): not if SES
 * reported the address bounced or complained (its suppression record, a condition check), nor once
 * its daily cap is reached (the day's count, added to only while under the cap, so concurrent sends
 * cannot pass it), nor, for a send keyed `once`, if that key was sent already or is claimed by a
 * live run (a lease: `claimItem`). A send that then fails gives the reservation back (`releaseEmail`), so retries while
 * SES is down do not use up an address's day. Used before every send: the product's emails
 * (send-email.ts) and Cognito's codes (the CustomMessage trigger).
 */
export async function reserveEmail(to: string, once?: OnceKey, now = new Date()): Promise<RecipientDecision> {
  for (let attempt = 1; ; attempt++) {
    const result: Written = await getDb()
      .transaction.write((entities) => reservationItems(entities, to, once, now))
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

/** The items of one reservation: the suppression check, the day's count, the `once` marker. */
function reservationItems(
  { emailSuppression, rateWindow }: WriteEntities,
  to: string,
  once: OnceKey | undefined,
  now: Date,
): WriteItem[] {
  return [
    emailSuppression
      .check({ emailHash: emailHash(to) })
      .where((item, { notExists }) => notExists(item.emailHash))
      .commit(),
    countIn(rateWindow, capScope(to), EMAILS_PER_RECIPIENT, now),
    ...(once ? [claimItem(rateWindow, once, now)] : []),
  ];
}

/**
 * The claim of a send keyed `once`, a lease: written when the key was never claimed, or claimed but
 * not sent by a run whose lease is over (it died between its claim and its send). A claim held or
 * sent refuses it.
 */
function claimItem(rateWindow: WriteEntities['rateWindow'], once: OnceKey, now: Date): WriteItem {
  const claimedAt = now.getTime();
  return rateWindow
    .put({
      scope: onceScope(once.key),
      minute: 0,
      count: 1,
      expiresAt: once.expiresAt,
      claimedAt,
      ...(once.run && { claimedBy: once.run }),
    })
    .where(
      (item, { notExists, lt }) =>
        `${notExists(item.scope)} OR (${notExists(item.sentAt)} AND ${lt(item.claimedAt, claimedAt - CLAIM_LEASE_SECONDS * 1000)})`,
    )
    .commit();
}

/**
 * Marks a send keyed `once` sent, right after SES accepted it: from then on its claim is never
 * taken over. Only a run that dies between SES's answer and this write leaves a lease that a later
 * run takes over, and so sends twice (ADR 0102).
 */
export async function markSent(once: OnceKey, at = new Date()): Promise<void> {
  await getDb()
    .entities.rateWindow.update({ scope: onceScope(once.key), minute: 0 })
    .set({ sentAt: at.getTime() })
    .go({ response: 'none' });
}

/**
 * Marks many sends keyed `once` sent (a bulk send's, as SES accepted them) in ONE TransactWriteItems
 * of at most 100; if that write fails (a conflict with a concurrent transaction on one of them, a
 * reset connection), each is marked alone.
 */
export async function markAllSent(onces: readonly OnceKey[], at = new Date()): Promise<void> {
  if (onces.length === 0) return;
  if (onces.length === 1 || onces.length > 100) {
    for (const once of onces) await markSent(once, at);
    return;
  }
  const result: Written = await getDb()
    .transaction.write(({ rateWindow }) =>
      onces.map((once) =>
        rateWindow
          .update({ scope: onceScope(once.key), minute: 0 })
          .set({ sentAt: at.getTime() })
          .commit(),
      ),
    )
    .go()
    .catch((): Written => ({ canceled: true, data: [] }));
  if (result.canceled) for (const once of onces) await markSent(once, at);
}

/**
 * The keys among `keys` claimed but never marked sent whose lease is over: their runs died before
 * sending (ADR 0102). One BatchGetItem per 100 keys.
 */
export async function expiredClaims(keys: readonly string[], now = new Date()): Promise<Set<string>> {
  const expired = new Set<string>();
  if (keys.length === 0) return expired;
  const { data, unprocessed } = await getDb()
    .entities.rateWindow.get(keys.map((key) => ({ scope: onceScope(key), minute: 0 })))
    .go({ attributes: ['scope', 'claimedAt', 'sentAt'] });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} claims left unread`);
  const before = now.getTime() - CLAIM_LEASE_SECONDS * 1000;
  for (const claim of data)
    if (claim.sentAt === undefined && (claim.claimedAt ?? 0) < before)
      expired.add(claim.scope.slice(onceScope('').length));
  return expired;
}

/** A write transaction's answer: when canceled, one reason per item in the order given. */
type Written = { canceled: boolean; data: readonly { code?: string | undefined }[] };

/** Recipients reserved in one transaction at most (three items each, under DynamoDB's 100). */
export const RESERVATIONS_PER_WRITE = 33;

/**
 * Reserves many sends (a job's batch: the digest) in ONE TransactWriteItems, the same items as
 * `reserveEmail` for each (issue 33, ADR 0102). All or nothing: when any recipient is refused (sent
 * already by a concurrent run, suppressed, capped) or the write conflicts, nothing is written and
 * each is reserved on its own, which says why. A recipient twice in the batch (one address, two
 * sends) is reserved on its own too, as one transaction cannot write one item twice. The decisions
 * come in the order of `sends`.
 */
export async function reserveEmails(
  sends: readonly { to: string; once?: OnceKey | undefined }[],
  now = new Date(),
): Promise<RecipientDecision[]> {
  const seen = new Set<string>();
  const together: number[] = [];
  for (const [index, { to }] of sends.entries()) {
    const hash = emailHash(to);
    if (seen.has(hash) || together.length >= RESERVATIONS_PER_WRITE) continue;
    seen.add(hash);
    together.push(index);
  }
  const decisions: (RecipientDecision | undefined)[] = sends.map(() => undefined);
  if (together.length > 1) {
    const result = await getDb()
      .transaction.write((entities) =>
        together.flatMap((index) => {
          const send = sends[index] as (typeof sends)[number];
          return reservationItems(entities, send.to, send.once, now);
        }),
      )
      .go();
    if (!result.canceled)
      for (const index of together) {
        const { to, once } = sends[index] as (typeof sends)[number];
        decisions[index] = { send: true, reservation: { to, at: now, once } };
      }
  }
  for (const [index, { to, once }] of sends.entries()) decisions[index] ??= await reserveEmail(to, once, now);
  return decisions as RecipientDecision[];
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
