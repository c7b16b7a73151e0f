import { beforeAll, describe, expect, it } from 'vitest';
import type { Availability, AvailabilityList } from '#shared/api/contracts/availability.ts';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, everyDay, oneDate, parisDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { clientToken, type ErrorBody, onboardedArtist, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

let owner: BookingArtist;
let other: BookingArtist;
beforeAll(async () => {
  [owner, other] = await Promise.all([onboardedArtist(), onboardedArtist()]);
});

describe('availabilities', () => {
  it('creates, lists, replaces and deletes availabilities, each change through the outbox', async () => {
    const recurring = {
      ...everyDay(['10:00', 180], ['14:30', 240]),
      weekdays: [5, 2, 2, 3],
      months: [12, 1],
      validFrom: parisDay(1),
    };
    const created = await api<Availability>('/me/availabilities', { token: owner.idToken, body: recurring });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      kind: 'recurring',
      weekdays: [2, 3, 5],
      months: [1, 12],
      slots: recurring.slots,
      validFrom: parisDay(1),
    });
    const { availabilityId } = created.json;

    const date = parisDay(20);
    const oneTime = await api<Availability>('/me/availabilities', {
      token: owner.idToken,
      body: oneDate(date, ['11:00', 120]),
    });
    expect(oneTime.status).toBe(201);
    expect(oneTime.json).toMatchObject({ kind: 'oneTime', date, closed: false });
    const dayOff = await api<Availability>('/me/availabilities', {
      token: owner.idToken,
      body: { kind: 'oneTime', date: parisDay(21), closed: true },
    });
    expect(dayOff.json).toMatchObject({ kind: 'oneTime', closed: true, slots: [] });

    const listed = await api<AvailabilityList>('/me/availabilities', { token: owner.idToken });
    expect(listed.json.availabilities).toEqual([created.json, oneTime.json, dayOff.json]);

    // A replace may change the kind: the other kind's fields go.
    const replaced = await api<Availability>(`/me/availabilities/${availabilityId}`, {
      method: 'PUT',
      token: owner.idToken,
      body: oneDate(parisDay(30), ['09:00', 60]),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toEqual({
      availabilityId,
      kind: 'oneTime',
      date: parisDay(30),
      closed: false,
      slots: [{ start: '09:00', durationMinutes: 60 }],
      createdAt: created.json.createdAt,
      updatedAt: expect.any(String),
    });
    const stored = await db.entities.availability.get({ artistId: owner.sub, availabilityId }).go();
    expect(stored.data).not.toHaveProperty('weekdays');
    expect(stored.data).not.toHaveProperty('validFrom');

    const deleted = await api(`/me/availabilities/${availabilityId}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ availabilityId });
    const again = await api(`/me/availabilities/${availabilityId}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(again.status).toBe(404);

    expect(await outboxTypesFor(db, availabilityId)).toEqual([
      'availability.created',
      'availability.updated',
      'availability.deleted',
    ]);
  });

  it("answers 404 to another artist and 403 to a client, and never shows or changes someone else's", async () => {
    const created = await api<Availability>('/me/availabilities', {
      token: owner.idToken,
      body: everyDay(['10:00', 60]),
    });
    const path = `/me/availabilities/${created.json.availabilityId}`;
    const put = await api(path, { method: 'PUT', token: other.idToken, body: everyDay(['12:00', 60]) });
    expect(put.status).toBe(404);
    expect((await api(path, { method: 'DELETE', token: other.idToken })).status).toBe(404);
    const theirs = await api<AvailabilityList>('/me/availabilities', { token: other.idToken });
    expect(theirs.json.availabilities.map((a) => a.availabilityId)).not.toContain(
      created.json.availabilityId,
    );
    expect((await api('/me/availabilities', { token: await clientToken() })).status).toBe(403);
    expect((await api('/me/availabilities')).status).toBe(401);
    const mine = await db.entities.availability
      .get({ artistId: owner.sub, availabilityId: created.json.availabilityId })
      .go();
    expect(mine.data?.slots).toEqual([{ start: '10:00', durationMinutes: 60 }]);
  });

  it.each([
    [
      'a start off the quarter-hour grid',
      everyDay(['10:05', 60]),
      'slots.0.start',
      'validation.availability.startStep',
    ],
    ['a malformed time', everyDay(['25:00', 60]), 'slots.0.start', 'validation.availability.startInvalid'],
    [
      'a length not a multiple of 15',
      everyDay(['10:00', 50]),
      'slots.0.durationMinutes',
      'validation.availability.durationInvalid',
    ],
    [
      'a length under 15 minutes',
      everyDay(['10:00', 0]),
      'slots.0.durationMinutes',
      'validation.availability.durationInvalid',
    ],
    [
      'a length over 12 hours',
      everyDay(['10:00', 735]),
      'slots.0.durationMinutes',
      'validation.availability.durationInvalid',
    ],
    [
      'no weekday',
      { ...everyDay(['10:00', 60]), weekdays: [] },
      'weekdays',
      'validation.availability.weekdaysRequired',
    ],
    [
      'a weekday out of range',
      { ...everyDay(['10:00', 60]), weekdays: [7] },
      'weekdays.0',
      'validation.availability.weekdaysInvalid',
    ],
    [
      'a month out of range',
      { ...everyDay(['10:00', 60]), months: [0] },
      'months.0',
      'validation.availability.monthsInvalid',
    ],
    ['no slot', everyDay(), 'slots', 'validation.availability.slotsRequired'],
    [
      'an end before the start',
      { ...everyDay(['10:00', 60]), validFrom: '2031-02-01', validUntil: '2031-01-01' },
      'validUntil',
      'validation.availability.untilBeforeFrom',
    ],
    [
      'a one-time date in the past',
      oneDate(parisDay(-1), ['10:00', 60]),
      'date',
      'validation.availability.dateInPast',
    ],
    [
      'a one-time date that does not exist',
      oneDate('2031-02-30', ['10:00', 60]),
      'date',
      'validation.availability.dateInvalid',
    ],
    ['an unknown kind', { kind: 'weekly', slots: [] }, 'kind', 'validation.availability.kindInvalid'],
  ])('refuses %s with a localized message, writing nothing', async (_, body, path, key) => {
    const before = (await api<AvailabilityList>('/me/availabilities', { token: other.idToken })).json;
    const refused = await api<ErrorBody>('/me/availabilities', {
      token: other.idToken,
      body,
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('validation_failed');
    const field = refused.json.error.fields?.find((f) => f.path === path);
    expect(field?.key).toBe(key);
    expect(field?.message).not.toBe(key);
    expect((await api<AvailabilityList>('/me/availabilities', { token: other.idToken })).json).toEqual(
      before,
    );
  });
});

describe('reservation settings', () => {
  it('reads the defaults, saves all four settings and publishes the change', async () => {
    const artist = await onboardedArtist();
    const initial = await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken });
    expect(initial.json).toEqual({
      openRequests: true,
      openCustom: true,
      openTouchups: true,
      requestDelayMinutes: 1440,
      // The deposit policy's defaults (issue 14): no deadline, refund until 2 days before, one move.
      depositPolicy: { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1 },
    });
    const settings = {
      openRequests: true,
      openCustom: false,
      openTouchups: true,
      requestDelayMinutes: 72 * 60,
      depositPolicy: { payWithinHours: 48, refundUntilDays: 7, maxClientMoves: 0 },
    };
    const saved = await api('/me/reservation-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: settings,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(settings);
    expect((await api('/me/reservation-settings', { token: artist.idToken })).json).toEqual(settings);
    expect(await outboxTypesFor(db, artist.sub)).toContain('artist.reservation-settings-updated');

    // The public page reflects the toggles: custom closed here, then requests closed altogether.
    const page = await api<{ reservations: Record<string, boolean> }>(`/artists/${artist.pseudo}`);
    expect(page.json.reservations).toEqual({ requests: true, custom: false, touchups: true });
    await api('/me/reservation-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { ...settings, openRequests: false },
    });
    const closed = await api<{ reservations: Record<string, boolean> }>(`/artists/${artist.pseudo}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(closed.json.reservations.requests).toBe(false);
  });

  it('refuses a delay over 30 days or negative, and anything but the four settings shapes', async () => {
    const artist = await onboardedArtist();
    const base = { openRequests: true, openCustom: true, openTouchups: true };
    for (const [requestDelayMinutes, key] of [
      [30 * 24 * 60 + 1, 'validation.reservations.delayTooLong'],
      [-60, 'validation.reservations.delayInvalid'],
      [1.5, 'validation.reservations.delayInvalid'],
    ] as const) {
      const refused = await api<ErrorBody>('/me/reservation-settings', {
        method: 'PUT',
        token: artist.idToken,
        body: { ...base, requestDelayMinutes },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields?.[0]?.key).toBe(key);
    }
    const partial = await api('/me/reservation-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: base,
    });
    expect(partial.status).toBe(400);
    expect((await api('/me/reservation-settings', { token: await clientToken() })).status).toBe(403);
    expect(
      (await api<ReservationSettings>('/me/reservation-settings', { token: artist.idToken })).json
        .requestDelayMinutes,
    ).toBe(1440);
  });
});
