import { beforeAll, describe, expect, it } from 'vitest';
import type { Travel, TravelList } from '#shared/api/contracts/travels.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import type { TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { clientToken, type ErrorBody, onboardedArtist, outboxTypesFor } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();

/** A local day `days` from today in Paris (onboarded artists' default zone). */
const day = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), 'Europe/Paris');
const guestSpot = (from: number, to: number, city = 'Lyon') => ({
  startDate: day(from),
  endDate: day(to),
  shopName: 'Atelier du Rhône',
  address: '12 rue Mercière, 69002',
  city,
});

let owner: TestArtist & { pseudo: string };
let other: TestArtist & { pseudo: string };
beforeAll(async () => {
  [owner, other] = await Promise.all([onboardedArtist(), onboardedArtist()]);
});

describe('travels (guest spots)', () => {
  it('creates, lists, edits and deletes a travel, each change published through the outbox', async () => {
    const created = await api<Travel>('/me/travels', { token: owner.idToken, body: guestSpot(10, 14) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...guestSpot(10, 14), phase: 'upcoming' });
    const { travelId } = created.json;

    const listed = await api<TravelList>('/me/travels', { token: owner.idToken });
    expect(listed.json.travels).toEqual([created.json]);

    const updated = await api<Travel>(`/me/travels/${travelId}`, {
      method: 'PUT',
      token: owner.idToken,
      body: guestSpot(-1, 3, 'Marseille'),
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ travelId, city: 'Marseille', phase: 'ongoing' });

    const deleted = await api(`/me/travels/${travelId}`, { method: 'DELETE', token: owner.idToken });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ travelId });
    expect((await api<TravelList>('/me/travels', { token: owner.idToken })).json.travels).toEqual([]);
    expect((await api(`/me/travels/${travelId}`, { method: 'DELETE', token: owner.idToken })).status).toBe(
      404,
    );

    expect(await outboxTypesFor(db, travelId)).toEqual([
      'travel.created',
      'travel.updated',
      'travel.deleted',
    ]);
    const { data } = await db.entities.outboxEvent.scan
      .where(({ detail }, { contains }) => contains(detail, travelId))
      .go({ pages: 'all' });
    expect(JSON.stringify(data)).not.toContain('rue Mercière');
  });

  it('lists past travels for the artist, earliest first, with their phase', async () => {
    const artist = await onboardedArtist();
    await api('/me/travels', { token: artist.idToken, body: guestSpot(30, 31) });
    await api('/me/travels', { token: artist.idToken, body: guestSpot(-20, -10) });
    await api('/me/travels', { token: artist.idToken, body: guestSpot(0, 0) });
    const { travels } = (await api<TravelList>('/me/travels', { token: artist.idToken })).json;
    expect(travels.map((t) => t.phase)).toEqual(['past', 'ongoing', 'upcoming']);
  });

  it('gives another artist 404 on a travel it does not own, and changes nothing', async () => {
    const created = await api<Travel>('/me/travels', { token: owner.idToken, body: guestSpot(40, 41) });
    const path = `/me/travels/${created.json.travelId}`;
    const put = await api<ErrorBody>(path, {
      method: 'PUT',
      token: other.idToken,
      body: guestSpot(1, 2, 'Stolen'),
    });
    expect(put.status).toBe(404);
    expect(put.json.error.code).toBe('not_found');
    expect((await api(path, { method: 'DELETE', token: other.idToken })).status).toBe(404);
    expect((await api<TravelList>('/me/travels', { token: other.idToken })).json.travels).toEqual([]);
    const mine = (await api<TravelList>('/me/travels', { token: owner.idToken })).json.travels;
    expect(mine.find((t) => t.travelId === created.json.travelId)).toEqual(created.json);
  });

  it('refuses unauthenticated calls (401) and client tokens (403)', async () => {
    expect((await api('/me/travels')).status).toBe(401);
    expect((await api('/me/travels', { body: guestSpot(1, 2) })).status).toBe(401);
    const client = await clientToken();
    expect((await api('/me/travels', { token: client })).status).toBe(403);
    expect((await api('/me/travels', { token: client, body: guestSpot(1, 2) })).status).toBe(403);
  });

  it('refuses an end before the start, a period over a year and bad dates, writing nothing', async () => {
    const artist = await onboardedArtist();
    const cases: { body: Record<string, unknown>; path: string; fr: string }[] = [
      {
        body: { endDate: day(5), startDate: day(6) },
        path: 'endDate',
        fr: 'La date de fin doit être le même jour ou après la date de début',
      },
      { body: { startDate: day(1), endDate: day(400) }, path: 'endDate', fr: 'Un voyage dure au plus un an' },
      { body: { startDate: '2026-02-30' }, path: 'startDate', fr: 'Date invalide' },
      { body: { address: '' }, path: 'address', fr: 'Adresse requise' },
      { body: { city: ' ' }, path: 'city', fr: 'Ville requise' },
    ];
    for (const { body, path, fr } of cases) {
      const answer = await api<ErrorBody>('/me/travels', {
        token: artist.idToken,
        headers: { 'accept-language': 'fr' },
        body: { ...guestSpot(1, 2), ...body },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error.fields).toContainEqual(expect.objectContaining({ path, message: fr }));
    }
    const created = await api<Travel>('/me/travels', { token: artist.idToken, body: guestSpot(1, 2) });
    const bad = await api(`/me/travels/${created.json.travelId}`, {
      method: 'PUT',
      token: artist.idToken,
      body: { ...guestSpot(1, 2), endDate: day(0) },
    });
    expect(bad.status).toBe(400);
    expect((await api<TravelList>('/me/travels', { token: artist.idToken })).json.travels).toEqual([
      created.json,
    ]);
    expect(await outboxTypesFor(db, artist.sub)).not.toContain('travel.updated');
  });

  it('keeps at most 50 travels per artist', async () => {
    const artist = await onboardedArtist();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.entities.travel
          .create({ artistId: artist.sub, travelId: crypto.randomUUID(), ...guestSpot(i, i) })
          .go(),
      ),
    );
    const answer = await api<ErrorBody>('/me/travels', { token: artist.idToken, body: guestSpot(1, 2) });
    expect(answer.status).toBe(409);
    expect(answer.json.error.code).toBe('travel_limit_reached');
  });
});
