import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyWork, MyWorkList } from '../../shared/api/contracts/portfolio.ts';
import { createDb } from '../../shared/db/service.ts';
import { api } from '../support/api.ts';
import type { TestArtist } from '../support/artists.ts';
import { applyCloudEnv } from '../support/cloud-env.ts';
import {
  clientToken,
  type ErrorBody,
  onboardedArtist,
  outboxTypesFor,
  setPlanStatus,
  storedImage,
} from '../support/portfolio.ts';

/** Realisations (works) through the gateway: CRUD with image order, ownership, validation, plan, outbox. */
const cloud = applyCloudEnv();
const db = createDb({ tableName: cloud.tableName });

let owner: TestArtist;
let other: TestArtist;
beforeAll(async () => {
  [owner, other] = await Promise.all([onboardedArtist(), onboardedArtist()]);
});

async function workImages(artist: TestArtist, count: number) {
  return Promise.all(Array.from({ length: count }, () => storedImage(db, artist.sub, 'work')));
}

async function createWork(artist: TestArtist, overrides: Record<string, unknown> = {}) {
  const body = { title: 'Peony sleeve', type: 'custom', imageIds: await workImages(artist, 2), ...overrides };
  const created = await api<MyWork>('/me/works', { token: artist.idToken, body });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

const order = (work: MyWork) => work.images.map((ref) => ref.imageId);

describe('works: create, read, reorder, delete', () => {
  it('keeps the images in the order given, reorders them on update, and publishes each change', async () => {
    const imageIds = await workImages(owner, 3);
    const created = await api<MyWork>('/me/works', {
      token: owner.idToken,
      body: { title: 'Back piece', type: 'custom', imageIds },
    });
    expect(created.status).toBe(201);
    const work = created.json;
    expect(work).toMatchObject({ title: 'Back piece', type: 'custom' });
    expect(order(work)).toEqual(imageIds);
    expect(work.images.every((ref) => ref.image?.variants.length)).toBe(true);

    expect((await api<MyWorkList>('/me/works', { token: owner.idToken })).json.items).toContainEqual(work);
    expect((await api(`/me/works/${work.workId}`, { token: owner.idToken })).json).toEqual(work);

    const reordered = [imageIds[2], imageIds[0], imageIds[1]];
    const updated = await api<MyWork>(`/me/works/${work.workId}`, {
      method: 'PUT',
      token: owner.idToken,
      body: { title: 'Back piece, healed', type: 'touchup', imageIds: reordered },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ workId: work.workId, title: 'Back piece, healed', type: 'touchup' });
    expect(order(updated.json)).toEqual(reordered);
    expect(updated.json.createdAt).toBe(work.createdAt);
    expect((await api(`/me/works/${work.workId}`, { token: owner.idToken })).json).toEqual(updated.json);

    const deleted = await api(`/me/works/${work.workId}`, { method: 'DELETE', token: owner.idToken });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ workId: work.workId });
    expect((await api(`/me/works/${work.workId}`, { token: owner.idToken })).status).toBe(404);
    expect((await api(`/me/works/${work.workId}`, { method: 'DELETE', token: owner.idToken })).status).toBe(
      404,
    );

    expect((await outboxTypesFor(db, work.workId)).sort()).toEqual([
      'work.created',
      'work.deleted',
      'work.updated',
    ]);
  });

  it('refuses a 101st work with 409 limit_reached', async () => {
    const artist = await onboardedArtist();
    const [imageId] = await workImages(artist, 1);
    const now = new Date().toISOString();
    await db.entities.work
      .put(
        Array.from({ length: 100 }, () => ({
          artistId: artist.sub,
          workId: randomUUID(),
          title: 'Filler',
          type: 'flash' as const,
          imageIds: [imageId!],
          createdAt: now,
          updatedAt: now,
        })),
      )
      .go();
    const refused = await api<ErrorBody>('/me/works', {
      token: artist.idToken,
      body: { title: 'One more', type: 'flash', imageIds: await workImages(artist, 1) },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('limit_reached');
  });
});

describe('works: ownership', () => {
  it('answers 404 to another artist on each route for a work it does not own, and changes nothing', async () => {
    const work = await createWork(owner);
    const path = `/me/works/${work.workId}`;
    const body = { title: 'Stolen', type: 'flash', imageIds: await workImages(other, 1) };
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await api<ErrorBody>(path, {
        method,
        token: other.idToken,
        ...(method === 'PUT' && { body }),
      });
      expect(answer.status, method).toBe(404);
      expect(answer.json.error.code).toBe('not_found');
    }
    const theirs = await api<MyWorkList>('/me/works', { token: other.idToken });
    expect(theirs.json.items.map((item) => item.workId)).not.toContain(work.workId);
    expect((await api(path, { token: owner.idToken })).json).toEqual(work);
  });

  it('refuses a client-kind token and a call without a token on every route', async () => {
    const work = await createWork(owner);
    const token = await clientToken();
    const body = { title: 'Client', type: 'flash', imageIds: await workImages(owner, 1) };
    const calls = [
      ['GET', '/me/works'],
      ['POST', '/me/works'],
      ['GET', `/me/works/${work.workId}`],
      ['PUT', `/me/works/${work.workId}`],
      ['DELETE', `/me/works/${work.workId}`],
    ] as const;
    for (const [method, path] of calls) {
      const withBody = method === 'POST' || method === 'PUT' ? { body } : {};
      const asClient = await api<ErrorBody>(path, { method, token, ...withBody });
      expect(asClient.status, `${method} ${path}`).toBe(403);
      expect(asClient.json.error.code).toBe('forbidden');
      expect((await api(path, { method, ...withBody })).status, `${method} ${path}`).toBe(401);
    }
    expect((await api(`/me/works/${work.workId}`, { token: owner.idToken })).json).toEqual(work);
  });
});

describe('works: invalid input', () => {
  it('refuses an empty title, an unknown type, foreign, unready or misused images clearly, and writes nothing', async () => {
    const artist = await onboardedArtist();
    const valid = { title: 'Koi', type: 'custom', imageIds: await workImages(artist, 1) };
    const foreign = await storedImage(db, other.sub, 'work');
    const pending = await storedImage(db, artist.sub, 'work', 'pending');
    const flashImage = await storedImage(db, artist.sub, 'flash');
    const cases: { body: Record<string, unknown>; path: string; fr: string }[] = [
      { body: { ...valid, title: '' }, path: 'title', fr: 'Titre requis' },
      {
        body: { ...valid, title: 'x'.repeat(81) },
        path: 'title',
        fr: 'Le titre doit contenir au plus 80 caractères',
      },
      { body: { ...valid, type: 'sleeve' }, path: 'type', fr: 'Choisissez un type de projet' },
      { body: { ...valid, imageIds: [foreign] }, path: 'imageIds.0', fr: 'Cette image est introuvable' },
      {
        body: { ...valid, imageIds: [valid.imageIds[0], pending] },
        path: 'imageIds.1',
        fr: 'Cette image n’est pas encore prête : attendez la fin du traitement',
      },
      {
        body: { ...valid, imageIds: [flashImage] },
        path: 'imageIds.0',
        fr: 'Cette image a été envoyée pour un autre usage',
      },
      {
        body: { ...valid, imageIds: [valid.imageIds[0], valid.imageIds[0]] },
        path: 'imageIds',
        fr: 'La même image est ajoutée deux fois',
      },
    ];
    for (const { body, path, fr } of cases) {
      const answer = await api<ErrorBody>('/me/works', {
        token: artist.idToken,
        body,
        headers: { 'accept-language': 'fr' },
      });
      expect(answer.status, path).toBe(400);
      expect(answer.json.error.code).toBe('validation_failed');
      expect(answer.json.error.fields, path).toContainEqual(expect.objectContaining({ path, message: fr }));
    }
    expect((await api<MyWorkList>('/me/works', { token: artist.idToken })).json.items).toEqual([]);
    expect(await outboxTypesFor(db, artist.sub)).not.toContain('work.created');
  });
});

describe('works: the subscription rule', () => {
  it('answers 403 subscription_inactive on every work route while the plan is inactive', async () => {
    const artist = await onboardedArtist();
    const work = await createWork(artist);
    const body = { title: 'Later', type: 'flash', imageIds: await workImages(artist, 1) };
    await setPlanStatus(db, artist.sub, 'inactive');
    const calls = [
      ['GET', '/me/works'],
      ['POST', '/me/works'],
      ['GET', `/me/works/${work.workId}`],
      ['PUT', `/me/works/${work.workId}`],
      ['DELETE', `/me/works/${work.workId}`],
    ] as const;
    for (const [method, path] of calls) {
      const answer = await api<ErrorBody>(path, {
        method,
        token: artist.idToken,
        headers: { 'accept-language': 'es' },
        ...((method === 'POST' || method === 'PUT') && { body }),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json.error).toEqual({
        code: 'subscription_inactive',
        message: 'Tu suscripción no está activa',
      });
    }
    expect(await outboxTypesFor(db, work.workId)).toEqual(['work.created']);
    await setPlanStatus(db, artist.sub, 'active');
    expect((await api(`/me/works/${work.workId}`, { token: artist.idToken })).json).toEqual(work);
  });
});
