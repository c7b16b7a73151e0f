import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingArtist,
  bookingState,
  everyDay,
  offeredSlots,
  oneDate,
  parisDay,
  proArtist,
  requestBody,
  sendRequest,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * Clients racing for one slot against the real local cloud: exactly one gets it, the others are told
 * `slot_taken`, nobody sees a 5xx, and the table never holds one slice for two requests.
 */
const { db } = cloudAndDb();
const CLIENTS = 50;
const ROUNDS = 20;

let artist: BookingArtist;
beforeAll(async () => {
  artist = await proArtist(db, everyDay(['09:00', 60], ['11:00', 120], ['14:00', 90], ['17:00', 60]));
});

/** Sends `CLIENTS` requests at once, each from its own client and draft. */
async function race(slotFor: (client: number) => string) {
  const answers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, client) => sendRequest(artist.pseudo, requestBody(slotFor(client)))),
  );
  return answers.map((answer) => ({
    status: answer.status,
    code: (answer.json as unknown as ErrorBody).error?.code,
  }));
}

/** No slice held twice, and every request's holds are its slot's slices, disjoint from the others'. */
async function expectNoOverlap() {
  const { requests, holds } = await bookingState(db, artist.sub);
  const slices = holds.map((hold) => hold.sliceStart);
  expect(new Set(slices).size).toBe(slices.length);
  const intervals = requests
    .map((request) => [new Date(request.slotStart).getTime(), new Date(request.slotEnd).getTime()] as const)
    .sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < intervals.length; i++)
    expect(intervals[i]![0]).toBeGreaterThanOrEqual(intervals[i - 1]![1]);
  for (const request of requests) {
    const own = holds.filter((hold) => hold.requestId === request.requestId);
    const length = new Date(request.slotEnd).getTime() - new Date(request.slotStart).getTime();
    expect(own).toHaveLength(length / (15 * 60_000));
  }
  return requests.length;
}

describe(`${CLIENTS} concurrent requests for one slot`, () => {
  it(`${ROUNDS} rounds: exactly one success each, the others told slot_taken, no 5xx, no overlap`, async () => {
    const slots = await offeredSlots(artist.pseudo, '?days=14');
    expect(slots.length).toBeGreaterThanOrEqual(ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      const slotId = slots[round]!;
      const answers = await race(() => slotId);
      expect(
        answers.filter((answer) => answer.status >= 500),
        `round ${round}`,
      ).toEqual([]);
      expect(
        answers.filter((answer) => answer.status === 201),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        answers
          .filter((answer) => answer.status !== 201)
          .every((answer) => answer.status === 409 && answer.code === 'slot_taken'),
        `round ${round}: ${JSON.stringify(answers.filter((a) => a.status !== 201 && a.code !== 'slot_taken'))}`,
      ).toBe(true);
    }
    expect(await expectNoOverlap()).toBe(ROUNDS);
    expect((await bookingState(db, artist.sub)).requestCount).toBe(ROUNDS);
    // 1,000 requests against DynamoDB Local: ~20 s on 2 idle cores, more while other tiers run.
  }, 120_000);

  it('two overlapping slots raced at once: one request in all holds the time', async () => {
    const date = parisDay(20);
    const overlapping = await proArtist(db, oneDate(date, ['10:00', 120], ['11:00', 120], ['13:00', 60]));
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, client) =>
        sendRequest(overlapping.pseudo, requestBody(`${date}T${client % 2 ? '10:00' : '11:00'}/120`)),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    // The 13:00 slot does not overlap either: it stays offered.
    const left = await offeredSlots(overlapping.pseudo, `?from=${date}&days=1`);
    expect(left).toEqual([`${date}T13:00/60`]);
    const { holds } = await bookingState(db, overlapping.sub);
    expect(holds).toHaveLength(8);
  });
});
