import { beforeAll, describe, expect, it } from 'vitest';
import { SLOTS_CACHE } from '#shared/api/cache-control.ts';
import {
  compactSlots,
  engineAvailabilities,
  engineTravels,
  heldIntervals,
} from '#shared/domain/booking/engine-input.ts';
import { slotWindow } from '#shared/domain/booking/slot-window.ts';
import { bookableSlots } from '#shared/domain/slots/bookable-slots.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  everyDay,
  oneDate,
  parisDay,
  requestBody,
  sendRequest,
  setReservations,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

/** The slots as the engine computes them from what the artist's partition holds now. */
async function engineAnswer(artist: BookingArtist, from: string, days: number, delayMinutes: number) {
  const [availabilities, travels, holds] = await Promise.all([
    db.entities.availability.query.byArtist({ artistId: artist.sub }).go({ pages: 'all' }),
    db.entities.travel.query.byArtist({ artistId: artist.sub }).go({ pages: 'all' }),
    db.entities.slotHold.query.byArtist({ artistId: artist.sub }).go({ pages: 'all' }),
  ]);
  const window = slotWindow('Europe/Paris', from, days);
  const slots = bookableSlots({
    timeZone: 'Europe/Paris',
    ...engineAvailabilities(availabilities.data),
    taken: heldIntervals(holds.data),
    requestDelayMinutes: delayMinutes,
    travels: engineTravels(travels.data),
    window,
    now: new Date(),
  });
  return compactSlots(slots, { timezone: 'Europe/Paris', from, to: window.lastDate });
}

describe('GET /artists/{pseudo}/slots', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await bookableArtist(
      { ...everyDay(['10:00', 120], ['14:00', 90], ['16:30', 60]), weekdays: [1, 2, 3, 4, 5] },
      oneDate(parisDay(6), ['20:00', 180]),
      { kind: 'oneTime', date: parisDay(8), closed: true },
      { kind: 'oneTime', date: parisDay(9), closed: true, slots: [{ start: '12:00', durationMinutes: 45 }] },
    );
    await setReservations(artist, { requestDelayMinutes: 36 * 60 });
    const travel = await api('/me/travels', {
      token: artist.idToken,
      body: {
        startDate: parisDay(10),
        endDate: parisDay(13),
        shopName: 'Atelier Nord',
        address: '3 rue Basse',
        city: 'Lille',
      },
    });
    expect(travel.status).toBe(201);
  });

  it('answers the engine’s slots, compact, with travels carrying their shop and city', async () => {
    const taken = slotIds((await slotsOf(artist.pseudo)).json)[2]!;
    expect((await sendRequest(artist.pseudo, requestBody(taken))).status).toBe(201);

    const from = parisDay(0);
    const answer = await slotsOf(artist.pseudo, `?from=${from}&days=31`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(SLOTS_CACHE);
    expect(answer.json).toEqual(await engineAnswer(artist, from, 31, 36 * 60));
    const { json } = answer;
    expect(json).toMatchObject({ timezone: 'Europe/Paris', from, to: parisDay(30) });
    expect(slotIds(json)).not.toContain(taken);
    expect(json.locations).toEqual([
      { travelId: expect.any(String), shopName: 'Atelier Nord', city: 'Lille' },
    ]);
    for (const day of json.days) {
      const during = day.date >= parisDay(10) && day.date <= parisDay(13);
      expect(day.location, day.date).toBe(during ? 0 : undefined);
      expect(day.slots.length).toBeGreaterThan(0);
    }
    // The delay removes everything sooner than 36 hours; a closed date keeps only its own slots.
    expect(json.days.every((day) => day.date > parisDay(0))).toBe(true);
    expect(json.days.find((day) => day.date === parisDay(8))).toBeUndefined();
    const replaced = json.days.find((day) => day.date === parisDay(9));
    expect(replaced?.slots).toEqual([['12:00', 45]]);
    expect(json.days.find((day) => day.date === parisDay(6))?.slots).toContainEqual(['20:00', 180]);
  });

  it('answers from a short cache, and afresh when asked with no-cache (after slot_taken)', async () => {
    const cached = await slotsOf(artist.pseudo, '?days=20', { fresh: false });
    const again = await slotsOf(artist.pseudo, '?days=20', { fresh: false });
    expect(again.json).toEqual(cached.json);
    const slotId = slotIds(cached.json)[0]!;
    expect((await sendRequest(artist.pseudo, requestBody(slotId))).status).toBe(201);
    const refused = await sendRequest(artist.pseudo, requestBody(slotId));
    expect((refused.json as unknown as ErrorBody).error.code).toBe('slot_taken');
    const fresh = await slotsOf(artist.pseudo, '?days=20');
    expect(slotIds(fresh.json)).not.toContain(slotId);
    expect(slotIds(fresh.json)).toEqual(slotIds(cached.json).filter((id) => id !== slotId));
  });

  it('defaults to 31 days from the artist’s today and takes 1 to 62 days', async () => {
    const answer = await slotsOf(artist.pseudo);
    expect(answer.json).toMatchObject({ from: parisDay(0), to: parisDay(30) });
    const one = await slotsOf(artist.pseudo, `?from=${parisDay(3)}&days=1`);
    expect(one.json.days.every((day) => day.date === parisDay(3))).toBe(true);
    const long = await slotsOf(artist.pseudo, '?days=62');
    expect(long.json.to).toBe(parisDay(61));
    for (const query of ['?days=63', '?days=0', '?days=abc', '?from=2026-02-30', '?from=tomorrow']) {
      const refused = await api<ErrorBody>(`/artists/${artist.pseudo}/slots${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.json.error.code).toBe('validation_failed');
    }
    expect((await slotsOf('nobody-here-123')).status).toBe(404);
  });

  it('stays under 6 KB for 31 days of a busy artist (8 slots a day, a travel)', async () => {
    const busy = await bookableArtist(
      everyDay(
        ['08:00', 60],
        ['09:15', 60],
        ['10:30', 90],
        ['12:15', 45],
        ['13:30', 120],
        ['15:45', 60],
        ['17:00', 90],
        ['19:00', 120],
      ),
    );
    await api('/me/travels', {
      token: busy.idToken,
      body: {
        startDate: parisDay(3),
        endDate: parisDay(12),
        shopName: 'Salon des Canuts',
        address: '1 place',
        city: 'Lyon',
      },
    });
    const answer = await slotsOf(busy.pseudo, '?days=31');
    const bytes = Buffer.byteLength(answer.text);
    const slots = slotIds(answer.json).length;
    console.log(`slots payload for 31 days: ${slots} slots, ${bytes} bytes (limit 6144)`);
    expect(slots).toBeGreaterThanOrEqual(31 * 8 - 8);
    expect(bytes).toBeLessThanOrEqual(6 * 1024);
  });
});
