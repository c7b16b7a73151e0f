import { getDb } from '#functions/lib/db.ts';
import { dueHourOf } from '#shared/db/entities/deposit-due.ts';

const HOUR = 3_600_000;

/**
 * A scheduled job's walk over items filed by the UTC hour they fall due in (`clientNotice`,
 * `sessionReminder`): the hours from `lookBackHours` ago to now, oldest first, each read by `read`
 * (the hour, and the instant just after `now`: `lte` on the first of several sort key parts would
 * miss `now` itself), each item handed to `act` (true: it sent). A failed item is left for the next
 * run (`failed` logs it); the others go on. Answers how many were due and how many sent.
 */
export async function eachDueByHour<T>(
  now: Date,
  lookBackHours: number,
  steps: {
    read: (dueHour: string, before: string) => Promise<T[]>;
    act: (item: T) => Promise<boolean>;
    failed: (item: T, error: Error) => void;
  },
): Promise<{ due: number; sent: number }> {
  let due = 0;
  let sent = 0;
  const before = new Date(now.getTime() + 1).toISOString();
  for (let back = lookBackHours; back >= 0; back--) {
    const dueHour = dueHourOf(new Date(now.getTime() - back * HOUR).toISOString());
    for (const item of await steps.read(dueHour, before)) {
      due += 1;
      try {
        if (await steps.act(item)) sent += 1;
      } catch (error) {
        steps.failed(item, error as Error);
      }
    }
  }
  return { due, sent };
}

/** An opening job's due item (`drawDue`, `openingStartDue`) done: nothing more to do for it. */
export async function markOpeningDueDone(
  entity: 'drawDue' | 'openingStartDue',
  item: { dueHour: string; dueAt: string; artistId: string; openingId: string },
  now: Date,
) {
  const { dueHour, dueAt, artistId, openingId } = item;
  await getDb()
    .entities[entity].patch({ dueHour, dueAt, artistId, openingId })
    .set({ doneAt: now.toISOString() })
    .go();
}

/** An opening job's due items of an hour (`drawDue`, `openingStartDue`) not done, due before `before`. */
export function openingDueOf(entity: 'drawDue' | 'openingStartDue') {
  return async (dueHour: string, before: string) =>
    (
      await getDb()
        .entities[entity].query.byHour({ dueHour })
        .lt({ dueAt: before })
        .where(({ doneAt }, { notExists }) => notExists(doneAt))
        .go({ pages: 'all' })
    ).data;
}
