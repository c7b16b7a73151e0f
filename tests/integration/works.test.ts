import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyWork, MyWorkList } from '#shared/api/contracts/portfolio.ts';
import { api } from '#tests/support/api.ts';
import type { TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';
import { type FieldCase, itemChecks, WORKS } from '#tests/support/portfolio-items.ts';

/** Realisations (works) through the gateway: CRUD with image order, ownership, validation, plan, outbox. */
const { db } = cloudAndDb();
const works = itemChecks(WORKS, db);

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

    await works.expectDeleted(owner, work);

    await works.expectEachChangePublished(work);
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
    await works.expectLimitReached(artist, {
      title: 'One more',
      type: 'flash',
      imageIds: await workImages(artist, 1),
    });
  });
});

describe('works: ownership', () => {
  it('answers 404 to another artist on each route for a work it does not own, and changes nothing', async () => {
    const work = await createWork(owner);
    const body = { title: 'Stolen', type: 'flash', imageIds: await workImages(other, 1) };
    await works.expectHiddenFromOthers({ owner, other, item: work, body });
  });

  it('refuses a client-kind token and a call without a token on every route', async () => {
    const work = await createWork(owner);
    const body = { title: 'Client', type: 'flash', imageIds: await workImages(owner, 1) };
    await works.expectArtistsOnly({ owner, item: work, body });
  });
});

describe('works: invalid input', () => {
  it('refuses an empty title, an unknown type, foreign, unready or misused images clearly, and writes nothing', async () => {
    const artist = await onboardedArtist();
    const valid = { title: 'Koi', type: 'custom', imageIds: await workImages(artist, 1) };
    const cases: FieldCase[] = [
      { body: { ...valid, title: '' }, path: 'title', fr: 'Titre requis' },
      {
        body: { ...valid, title: 'x'.repeat(81) },
        path: 'title',
        fr: 'Le titre doit contenir au plus 80 caractères',
      },
      { body: { ...valid, type: 'sleeve' }, path: 'type', fr: 'Choisissez un type de projet' },
      ...(await works.imageCases({ artist, other, valid })),
    ];
    await works.expectFieldErrors(artist, cases, 'fr');
    await works.expectNothingCreated(artist);
  });
});

describe('works: the subscription rule', () => {
  it('answers 403 subscription_inactive on every work route while the plan is inactive', async () => {
    const artist = await onboardedArtist();
    const work = await createWork(artist);
    const body = { title: 'Later', type: 'flash', imageIds: await workImages(artist, 1) };
    await works.expectSubscriptionGuard(
      { artist, item: work, body },
      { locale: 'es', message: 'Tu suscripción no está activa' },
    );
  });
});
