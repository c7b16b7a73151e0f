import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '#functions/lib/logger.ts';
import { ApiError } from '#shared/api/errors.ts';

/** Attempts when DynamoDB cancels for a conflict with a concurrent transaction (not a condition). */
const ATTEMPTS = 8;

/** A canceled transaction's reasons: one per item, in the order they were given. */
export interface CanceledTransaction {
  codes: (string | undefined)[];
  /** Whether the item at `index` failed its condition. */
  failed(index: number): boolean;
  /** Whether any item in [from, to) failed its condition. */
  anyFailed(from: number, to: number): boolean;
}

/**
 * Runs one `db.transaction.write(...).go()` until it commits or an item's condition fails, the way
 * the request writer does (functions/http/requests/write-request.ts): a cancellation only for a
 * conflict with a concurrent transaction on the same items is retried after a short random wait, so
 * of writers racing for the same items one commits and the others then see its result in their
 * conditions. Answers undefined once committed, else the reasons to map to clear errors; 409
 * `conflict` if it still conflicts after the last attempt.
 */
export async function writeTransaction(
  label: string,
  write: () => Promise<{ canceled: boolean; data: readonly { code?: string | undefined }[] }>,
): Promise<CanceledTransaction | undefined> {
  for (let attempt = 1; ; attempt++) {
    const result = await write();
    if (!result.canceled) return undefined;
    const codes = result.data.map((item) => item.code);
    const failed = (index: number) => codes[index] === 'ConditionalCheckFailed';
    if (codes.some((code) => code === 'ConditionalCheckFailed')) {
      return {
        codes,
        failed,
        anyFailed: (from, to) => codes.slice(from, to).some((code) => code === 'ConditionalCheckFailed'),
      };
    }
    if (attempt >= ATTEMPTS) {
      logger.warn('lifecycle transaction still conflicting', { label, codes: codes.join(',') });
      throw new ApiError(409, 'conflict');
    }
    await sleep(Math.random() * 20 * attempt);
  }
}
