import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import type { MyOpening, OpeningInputBody } from '#shared/api/contracts/openings.ts';
import { api, freshSource } from '#tests/support/api.ts';
import {
  type BookingArtist,
  clientEmail,
  confirmationMail,
  everyDay,
  on,
  parisDay,
  postRequest,
  proArtist,
  requestBody,
  setReservations,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { codeIn } from '#tests/support/mailbox.ts';
import { startNow } from '#tests/support/openings.ts';
import { type ErrorBody, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

/** Twelve hour-long slots a day, 08:00 to 20:00 (Paris): enough for a burst on a few weeks. */
const HOURS = Array.from({ length: 12 }, (_, index) => `${String(8 + index).padStart(2, '0')}:00`);
const twelveADay = everyDay(...HOURS.map((start): [string, number] => [start, 60]));

const opening = (overrides: Partial<OpeningInputBody> = {}): OpeningInputBody => ({
  date: parisDay(7),
  time: '10:00',
  durationMinutes: 240,
  cap: 20,
  projectTypes: ['custom'],
  rule: 'first-come',
  ...overrides,
});

async function schedule(artist: BookingArtist, body: unknown) {
  return api<MyOpening & ErrorBody>('/me/opening', { method: 'PUT', token: artist.idToken, body });
}

async function myOpening(artist: BookingArtist) {
  return (await api<MyOpening>('/me/opening', { token: artist.idToken })).json.opening;
}

async function publicPage(artist: BookingArtist) {
  return (await api<PublicProfile>(`/artists/${artist.pseudo}`, { headers: { 'cache-control': 'no-cache' } }))
    .json;
}

/** A custom-project request of a new client for `slotId`, from its own source address. */
async function clientRequest(artist: BookingArtist, slotId: string) {
  const email = clientEmail('opening');
  const body = requestBody(slotId, { client: { ...requestBody(slotId).client, email } });
  const source = freshSource();
  const sent = await api<BookingRequestCreated & ErrorBody>(`/artists/${artist.pseudo}/requests`, {
    body,
    source,
  });
  return { email, source, sent };
}

describe('scheduling a book opening (ADR 0092)', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await proArtist(db, twelveADay);
  });

  it('schedules, edits before it starts, and cancels, the public page following', async () => {
    expect(await myOpening(artist)).toBeNull();
    const scheduled = await schedule(artist, opening());
    expect(scheduled.status, scheduled.text).toBe(200);
    const first = scheduled.json.opening;
    expect(first).toMatchObject({
      cap: 20,
      projectTypes: ['custom'],
      rule: 'first-come',
      state: 'scheduled',
    });
    expect(first?.count).toBe(0);
    // 10:00 in Paris on that day, four hours long.
    const startsAt = Date.parse(first?.startsAt ?? '');
    expect(Date.parse(first?.closesAt ?? '') - startsAt).toBe(240 * 60_000);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(startsAt),
    ).toBe('10:00');

    // Until it starts, the page announces it and custom projects are closed (the toggles say open).
    const before = await publicPage(artist);
    expect(before.opening).toMatchObject({ startsAt: first?.startsAt, state: 'scheduled', cap: 20 });
    expect(before.reservations).toMatchObject({ requests: true, custom: false, touchups: true });
    const refused = await postRequest(artist.pseudo, requestBody(on(2, '10:00', 60)));
    expect(refused.status).toBe(409);
    expect((refused.json as unknown as ErrorBody).error.code).toBe('project_type_closed');

    // Edited before it starts: the same opening, new terms.
    const edited = await schedule(
      artist,
      opening({ cap: 5, projectTypes: ['custom', 'flash'], time: '18:30' }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.opening).toMatchObject({
      openingId: first?.openingId,
      cap: 5,
      projectTypes: ['flash', 'custom'],
    });

    const cancelled = await api<MyOpening>('/me/opening', { method: 'DELETE', token: artist.idToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.opening).toBeNull();
    expect(await myOpening(artist)).toBeNull();
    const after = await publicPage(artist);
    expect(after.opening).toBeUndefined();
    expect(after.reservations).toMatchObject({ requests: true, custom: true });
    // Cancelling again answers the same.
    expect((await api('/me/opening', { method: 'DELETE', token: artist.idToken })).status).toBe(200);

    // Each change recorded with its event, which the edge cache takes (ADR 0039).
    const events = (await outboxTypesFor(db, first?.openingId ?? '-')).filter(
      (type) => type === 'opening.changed',
    );
    expect(events).toHaveLength(3);
  });

  it('refuses bad input with localized field errors and changes nothing', async () => {
    const bad = await api<ErrorBody>('/me/opening', {
      method: 'PUT',
      token: artist.idToken,
      headers: { 'accept-language': 'fr' },
      body: opening({ cap: 0, durationMinutes: 5, projectTypes: [], time: '25:00' }),
    });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries(
      (bad.json.error.fields ?? []).map((field) => [field.path, field.message]),
    );
    expect(fields).toMatchObject({
      cap: 'Nombre de demandes invalide : de 1 à 500',
      durationMinutes: 'Durée invalide : de 15 minutes à 7 jours',
      projectTypes: 'Choisissez au moins un type de projet',
      time: 'Heure invalide',
    });
    const past = await schedule(artist, opening({ date: parisDay(-1) }));
    expect(past.status).toBe(400);
    expect(past.json.error.fields?.[0]?.path).toBe('date');
    const draw = await schedule(artist, { ...opening(), rule: 'lottery' });
    expect(draw.status).toBe(400);
    expect(await myOpening(artist)).toBeNull();
  });

  it('belongs to its artist: no token is refused, another artist sees none of it', async () => {
    expect((await api('/me/opening', { method: 'PUT', body: opening() })).status).toBe(401);
    await schedule(artist, opening());
    const other = await proArtist(db);
    expect(await myOpening(other)).toBeNull();
    expect((await api('/me/opening', { method: 'DELETE', token: other.idToken })).status).toBe(200);
    expect((await myOpening(artist))?.state).toBe('scheduled');
  });

  it('cannot be edited nor cancelled once it has started', async () => {
    await startNow(db, artist.sub);
    expect((await myOpening(artist))?.state).toBe('open');
    const edit = await schedule(artist, opening({ cap: 3 }));
    expect(edit.status).toBe(409);
    expect(edit.json.error.code).toBe('opening_started');
    const cancel = await api<ErrorBody>('/me/opening', { method: 'DELETE', token: artist.idToken });
    expect(cancel.json.error.code).toBe('opening_started');
  });
});

describe('an opening with 200 requests in its first minute (ADR 0092)', () => {
  it('counts every confirmed request once, never beyond its cap, and answers no 5xx', async () => {
    const artist = await proArtist(db, twelveADay);
    // Books closed: only the opening takes requests.
    await setReservations(artist, { openRequests: false });
    expect((await schedule(artist, opening())).status).toBe(200);
    await startNow(db, artist.sub);
    const page = await publicPage(artist);
    expect(page.reservations).toMatchObject({ requests: true, custom: true, touchups: false });
    expect(page.opening?.state).toBe('open');

    // 200 clients, each from their own address, each for their own slot (days 1 to 17).
    const slots = Array.from({ length: 200 }, (_, index) =>
      on(1 + Math.floor(index / 12), HOURS[index % 12] ?? '', 60),
    );
    const statuses: number[] = [];
    const confirmed: string[] = [];
    const refusals: Record<string, number> = {};
    const started = Date.now();
    await pool(slots, 40, async (slotId) => {
      const { email, source, sent } = await clientRequest(artist, slotId);
      statuses.push(sent.status);
      if (sent.status !== 201) {
        const code = sent.json.error?.code ?? String(sent.status);
        refusals[code] = (refusals[code] ?? 0) + 1;
        return;
      }
      const mail = await confirmationMail(email, sent.json.requestId, { waitMs: 60_000 });
      if (!mail) throw new Error(`no confirmation email for ${email}`);
      const confirm = () =>
        api<BookingRequestCreated & ErrorBody>(
          `/artists/${artist.pseudo}/requests/${sent.json.requestId}/confirmation`,
          {
            body: { code: codeIn(mail) },
            source,
          },
        );
      const answer = await confirm();
      statuses.push(answer.status);
      if (answer.status === 200) {
        confirmed.push(sent.json.requestId);
        // A client's retry (a double tap, a lost answer) is the same request, counted once.
        const again = await confirm();
        statuses.push(again.status);
        expect(again.json.requestId).toBe(sent.json.requestId);
      } else {
        const code = answer.json.error?.code ?? String(answer.status);
        refusals[code] = (refusals[code] ?? 0) + 1;
      }
    });
    const seconds = (Date.now() - started) / 1000;

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(confirmed).toHaveLength(20);
    expect(new Set(confirmed).size).toBe(20);
    // Everyone else was told the opening is full, at the form or at confirmation.
    expect(refusals).toEqual({ opening_full: 180 });

    const { data: stored } = await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true });
    expect(stored?.openingCount).toBe(20);
    const requests = await db.entities.bookingRequest.query
      .byArtist({ artistId: artist.sub })
      .go({ pages: 'all' });
    expect(requests.data.map((request) => request.requestId).sort()).toEqual([...confirmed].sort());
    expect(await myOpening(artist)).toMatchObject({ count: 20, state: 'closed' });
    // Closed by its count: the page shows the books closed, no opening announced.
    const after = await publicPage(artist);
    expect(after.reservations.requests).toBe(false);
    expect(after.opening).toBeUndefined();
    console.info(`opening burst: 200 requests, ${statuses.length} answers in ${seconds.toFixed(1)} s`);
  }, 240_000);
});

/** Runs `task` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}
