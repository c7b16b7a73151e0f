import { createHmac, randomBytes } from 'node:crypto';
import { DRAW_ALGORITHM } from './opening.ts';

/**
 * The draw of a book opening (issue 31, item 2; ADR 0096): `cap` winners among the requests confirmed
 * in the draw's window, picked so that anyone holding the record can pick them again.
 *
 * The algorithm (`DRAW_ALGORITHM`, opening.ts; never change it: a new one gets a new name):
 * 1. The entrants are the request ids, without repeats, sorted by UTF-16 code units (`Array.sort`).
 * 2. The seed is 32 random bytes (64 hex digits), drawn when the window has closed: request ids come
 *    from the client's idempotency key (ADR 19), so a seed known earlier could be ground against.
 * 3. The n-th random number (n = 0, 1, 2, ...) is the first 6 bytes, big-endian, of
 *    HMAC-SHA256(key = the seed's bytes, message = n as a 4-byte big-endian unsigned integer).
 * 4. A partial Fisher-Yates shuffle: for i = 0 .. min(cap, entrants) - 1, j = i + (r mod (count - i))
 *    where count is the number of entrants and r is the next random number below the largest
 *    multiple of (count - i) under 2^48 (others are skipped, so every j is equally likely); swap i
 *    and j. The winners are the first min(cap, count) entrants, in the order drawn.
 */

/** What a draw stores, once: enough to pick the same winners again. */
export interface DrawRecord {
  algorithm: typeof DRAW_ALGORITHM;
  /** 64 hex digits. */
  seed: string;
  /** The entrants' request ids, sorted (step 1). */
  entrants: string[];
  cap: number;
  /** The winners, in the order drawn. */
  winners: string[];
}

const RANGE = 2 ** 48;

/** A fresh seed: 32 random bytes in hex. */
export function drawSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The entrants as the draw orders them: without repeats, sorted. */
export function sortedEntrants(requestIds: readonly string[]): string[] {
  return [...new Set(requestIds)].sort();
}

/** The n-th random number of a seed (step 3): a whole number below 2^48. */
function randomNumber(key: Buffer, n: number): number {
  const message = Buffer.alloc(4);
  message.writeUInt32BE(n);
  return createHmac('sha256', key).update(message).digest().readUIntBE(0, 6);
}

/** The winners of a draw among `requestIds` (sorted first) with `seed`, `cap` at most. */
export function drawWinners(seed: string, requestIds: readonly string[], cap: number): string[] {
  if (!/^[0-9a-f]{64}$/.test(seed)) throw new Error('a draw seed is 64 lowercase hex digits');
  const key = Buffer.from(seed, 'hex');
  const pool = sortedEntrants(requestIds);
  const picks = Math.min(Math.max(0, Math.floor(cap)), pool.length);
  let n = 0;
  for (let i = 0; i < picks; i++) {
    const span = pool.length - i;
    const limit = RANGE - (RANGE % span);
    let r = randomNumber(key, n++);
    while (r >= limit) r = randomNumber(key, n++);
    const j = i + (r % span);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, picks);
}

/** Draws now: a fresh seed, the sorted entrants and their winners, as stored. */
export function runDraw(requestIds: readonly string[], cap: number, seed: string = drawSeed()): DrawRecord {
  return {
    algorithm: DRAW_ALGORITHM,
    seed,
    entrants: sortedEntrants(requestIds),
    cap,
    winners: drawWinners(seed, requestIds, cap),
  };
}

/** Whether a stored record's winners are the ones its seed, entrants and cap pick. */
export function drawHolds(record: DrawRecord): boolean {
  if (record.algorithm !== DRAW_ALGORITHM) return false;
  const again = drawWinners(record.seed, record.entrants, record.cap);
  return again.length === record.winners.length && again.every((id, index) => record.winners[index] === id);
}
