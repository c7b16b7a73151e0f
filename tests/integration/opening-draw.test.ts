import { beforeAll, describe, expect, it } from 'vitest';
import { handler as runDraws } from '#functions/consumers/openings/draw-openings.ts';
import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import type { MyOpening, OpeningInputBody } from '#shared/api/contracts/openings.ts';
import { DRAW_ALGORITHM, drawAt } from '#shared/domain/booking/opening.ts';
import { drawHolds, drawWinners } from '#shared/domain/booking/opening-draw.ts';
import { requestMonthOf } from '#shared/domain/booking/reservation-rules.ts';
import { api, freshSource } from '#tests/support/api.ts';
import {
  type BookingArtist,
  clientEmail,
  confirmationMail,
  everyDay,
  on,
  parisDay,
  proArtist,
  requestBody,
  setPlan,
  setReservations,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailText } from '#tests/support/mail-store.ts';
import { codeIn, mailsTo, waitForMailCount } from '#tests/support/mailbox.ts';
import { startNow } from '#tests/support/openings.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

const drawOpening = (overrides: Partial<OpeningInputBody> = {}): OpeningInputBody => ({
  date: parisDay(7),
  time: '10:00',
  durationMinutes: 60,
  cap: 3,
  projectTypes: ['custom'],
  rule: 'draw',
  ...overrides,
});

async function schedule(artist: BookingArtist, body: unknown, locale = 'en') {
  return api<MyOpening & ErrorBody>('/me/opening', {
    method: 'PUT',
    token: artist.idToken,
    headers: { 'accept-language': locale },
    body,
  });
}

/** A new client's custom request for `slotId`, confirmed with the emailed code (twice: a retry). */
async function enter(artist: BookingArtist, slotId: string) {
  const email = clientEmail('draw');
  const source = freshSource();
  const body = requestBody(slotId, { client: { ...requestBody(slotId).client, email } });
  const sent = await api<BookingRequestCreated & ErrorBody>(`/artists/${artist.pseudo}/requests`, {
    body,
    source,
  });
  expect(sent.status, sent.text).toBe(201);
  const mail = await confirmationMail(email, sent.json.requestId, { waitMs: 30_000 });
  if (!mail) throw new Error(`no confirmation email for ${email}`);
  const confirm = () =>
    api<BookingRequestCreated & ErrorBody>(
      `/artists/${artist.pseudo}/requests/${sent.json.requestId}/confirmation`,
      { body: { code: codeIn(mail) }, source },
    );
  return { email, requestId: sent.json.requestId, first: await confirm(), again: await confirm() };
}

async function requestsOf(artistId: string) {
  return (await db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' })).data;
}

describe("a draw opening's pool (ADR 0096)", () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await proArtist(db, everyDay(['10:00', 60], ['12:00', 60], ['14:00', 60], ['16:00', 60]));
    await setReservations(artist, { openRequests: false });
  });

  it('refuses a draw longer than two hours with a localized field error, and changes nothing', async () => {
    const long = await schedule(artist, drawOpening({ durationMinutes: 180 }), 'fr');
    expect(long.status).toBe(400);
    expect(long.json.error.fields).toEqual([
      expect.objectContaining({
        path: 'durationMinutes',
        message: 'Un tirage au sort dure 2 heures au plus : personne n’a de réponse avant sa fin',
      }),
    ]);
    expect((await api<MyOpening>('/me/opening', { token: artist.idToken })).json.opening).toBeNull();
  });

  it('takes 8 confirmed requests into the pool, draws 3 once however often the job runs, and closes the rest', async () => {
    const scheduled = await schedule(artist, drawOpening());
    expect(scheduled.status, scheduled.text).toBe(200);
    const opening = scheduled.json.opening;
    expect(opening).toMatchObject({ rule: 'draw', cap: 3, state: 'scheduled' });
    if (!opening) throw new Error('no opening');
    const resultsAt = drawAt(opening);
    await startNow(db, artist.sub);

    // Eight clients, each for their own slot, confirm during the opening: all in the draw.
    const slots = Array.from({ length: 8 }, (_, index) =>
      on(1 + Math.floor(index / 4), ['10:00', '12:00', '14:00', '16:00'][index % 4] ?? '', 60),
    );
    const entered = await Promise.all(slots.map((slotId) => enter(artist, slotId)));
    for (const { requestId, first, again } of entered) {
      expect(first.status, first.text).toBe(200);
      expect(first.json).toMatchObject({ requestId, status: 'in-draw', draw: { resultsAt } });
      // A retry is the same entry.
      expect(again.json).toMatchObject({ requestId, status: 'in-draw' });
    }
    const ids = entered.map((entry) => entry.requestId);
    // Nothing has reached the artist, nothing counts, no event says otherwise.
    expect(await requestsOf(artist.sub)).toEqual([]);
    const before = (await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true })).data;
    expect(before?.openingCount ?? 0).toBe(0);
    expect(await outboxTypesFor(db, ids[0] ?? '-')).not.toContain('request.created');
    const pool = await db.entities.drawEntry.query
      .byOpening({ artistId: artist.sub, openingId: opening.openingId })
      .go({ pages: 'all' });
    expect(pool.data.map((entry) => entry.requestId).sort()).toEqual([...ids].sort());

    // Before its time the job draws nothing.
    await runDraws({ time: new Date(Date.parse(resultsAt) - 60_000).toISOString(), id: 'early' });
    const early = await db.entities.openingDraw
      .get({ artistId: artist.sub, openingId: opening.openingId })
      .go();
    expect(early.data).toBeNull();

    // At its time, two runs at once: one record, one answer each.
    const at = new Date(Date.parse(resultsAt) + 60_000).toISOString();
    await Promise.all([runDraws({ time: at, id: 'run-1' }), runDraws({ time: at, id: 'run-2' })]);
    const record = (
      await db.entities.openingDraw.get({ artistId: artist.sub, openingId: opening.openingId }).go()
    ).data;
    if (!record) throw new Error('no draw recorded');
    expect(record).toMatchObject({ algorithm: DRAW_ALGORITHM, cap: 3, entrants: [...ids].sort() });
    expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
    // Reproducible from the stored record alone.
    expect(drawWinners(record.seed, record.entrants, record.cap)).toEqual(record.winners);
    expect(drawHolds(record)).toBe(true);

    const requests = await requestsOf(artist.sub);
    expect(requests.map((request) => request.requestId).sort()).toEqual([...record.winners].sort());
    expect(requests.every((request) => request.status === 'pending')).toBe(true);
    const after = (await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true })).data;
    expect(after?.openingCount).toBe(3);
    for (const winner of record.winners) {
      expect((await outboxTypesFor(db, winner)).filter((type) => type === 'request.created')).toHaveLength(1);
    }
    const answered = (
      await db.entities.drawEntry.query
        .byOpening({ artistId: artist.sub, openingId: opening.openingId })
        .go({ pages: 'all' })
    ).data;
    const losers = answered.filter((entry) => !record.winners.includes(entry.requestId));
    expect(losers).toHaveLength(5);
    expect(losers.every((entry) => entry.outcome === 'not-drawn')).toBe(true);
    expect(answered.filter((entry) => entry.outcome === 'drawn')).toHaveLength(3);
    // The not drawn's slots are free again; the drawn keep theirs.
    const holds = (await db.entities.slotHold.query.byArtist({ artistId: artist.sub }).go({ pages: 'all' }))
      .data;
    const holders = new Set(holds.map((hold) => hold.requestId));
    for (const loser of losers) expect(holders.has(loser.requestId)).toBe(false);
    for (const winner of record.winners) expect(holders.has(winner)).toBe(true);

    // Everyone gets one answer by email, in their language (English here), drawn or not.
    const answerOf = async (email: string) => {
      const mails = await waitForMailCount(email, 2, 30_000);
      return mails.slice(1).map((mail) => ({ subject: mail.subject, text: mailText(mail) }));
    };
    for (const { email, requestId } of entered) {
      const answers = await answerOf(email);
      expect(answers).toHaveLength(1);
      if (record.winners.includes(requestId)) {
        expect(answers[0]?.text).toContain('Good news: your request was drawn');
      } else {
        expect(answers[0]?.subject).toMatch(/’s draw: your request was not drawn$/);
        expect(answers[0]?.text).toContain('picked 3 requests out of 8');
      }
    }

    // A later run changes nothing: the same record, the same requests, no event more.
    await runDraws({ time: new Date(Date.parse(at) + 3_600_000).toISOString(), id: 'run-3' });
    const again = (
      await db.entities.openingDraw.get({ artistId: artist.sub, openingId: opening.openingId }).go()
    ).data;
    expect(again).toEqual(record);
    expect((await requestsOf(artist.sub)).length).toBe(3);
    for (const winner of record.winners) {
      expect((await outboxTypesFor(db, winner)).filter((type) => type === 'request.created')).toHaveLength(1);
    }
    for (const loser of losers) {
      expect(
        (await outboxTypesFor(db, loser.requestId)).filter((type) => type === 'opening.not-drawn'),
      ).toHaveLength(1);
    }
    // Nobody got a second answer.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const { email } of entered) expect(await mailsTo(email)).toHaveLength(2);
  }, 120_000);
});

describe("a Free artist's draw (ADR 0096)", () => {
  it('picks no more than the month still takes, answers everyone and is done', async () => {
    const artist = await proArtist(db, everyDay(['10:00', 60], ['12:00', 60]));
    await setReservations(artist, { openRequests: false });
    const scheduled = await schedule(artist, drawOpening({ cap: 5 }));
    expect(scheduled.status, scheduled.text).toBe(200);
    const opening = scheduled.json.opening;
    if (!opening) throw new Error('no opening');
    await startNow(db, artist.sub);
    const entered = await Promise.all(
      [on(1, '10:00', 60), on(1, '12:00', 60), on(2, '10:00', 60), on(2, '12:00', 60)].map((slotId) =>
        enter(artist, slotId),
      ),
    );
    for (const { first } of entered) expect(first.json.status).toBe('in-draw');

    // On the Free plan now, with 8 of its 10 requests received in the month of the results.
    const at = new Date(Date.parse(drawAt(opening)) + 60_000);
    await setPlan(db, artist.sub, 'free');
    await db.entities.artist
      .patch({ artistId: artist.sub })
      .set({ requestCount: 8, requestMonth: requestMonthOf(at, 'Europe/Paris') })
      .go();
    await runDraws({ time: at.toISOString(), id: 'free-1' });

    const record = (
      await db.entities.openingDraw.get({ artistId: artist.sub, openingId: opening.openingId }).go()
    ).data;
    expect(record).toMatchObject({ cap: 2, winners: [expect.any(String), expect.any(String)] });
    expect(record && drawHolds(record)).toBe(true);
    expect((await requestsOf(artist.sub)).map((request) => request.requestId).sort()).toEqual(
      [...(record?.winners ?? [])].sort(),
    );
    const entries = (
      await db.entities.drawEntry.query
        .byOpening({ artistId: artist.sub, openingId: opening.openingId })
        .go({ pages: 'all' })
    ).data;
    expect(entries.map((entry) => entry.outcome).sort()).toEqual([
      'drawn',
      'drawn',
      'not-drawn',
      'not-drawn',
    ]);
    const counted = (await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true })).data;
    expect(counted?.requestCount).toBe(10);
    // Everyone answered: the due item is done, so no later run retries it.
    const due = await db.entities.drawDue.scan
      .where(({ openingId }, { eq }) => eq(openingId, opening.openingId))
      .go({ pages: 'all' });
    expect(due.data).toHaveLength(1);
    expect(due.data[0]?.doneAt).toBe(at.toISOString());
  }, 90_000);
});
