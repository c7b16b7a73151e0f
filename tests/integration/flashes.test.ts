import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyFlash, MyFlashList } from '#shared/api/contracts/portfolio.ts';
import { api } from '#tests/support/api.ts';
import type { TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { type ErrorBody, onboardedArtist, outboxTypesFor, storedImage } from '#tests/support/portfolio.ts';
import { type FieldCase, FLASHES, itemChecks } from '#tests/support/portfolio-items.ts';

/** Flashes through the gateway: CRUD, ownership, validation, the subscription rule, the outbox. */
const { db } = cloudAndDb();
const flashes = itemChecks(FLASHES, db);

let owner: TestArtist;
let other: TestArtist;
beforeAll(async () => {
  [owner, other] = await Promise.all([onboardedArtist(), onboardedArtist()]);
});

async function newFlashBody(artist: TestArtist, overrides: Record<string, unknown> = {}) {
  const imageIds = [await storedImage(db, artist.sub, 'flash'), await storedImage(db, artist.sub, 'flash')];
  return {
    title: 'Swallow',
    lengthMm: 120,
    widthMm: 85,
    priceCents: 15000,
    note: 'Colour or black',
    imageIds,
    ...overrides,
  };
}

async function createFlash(artist: TestArtist, overrides: Record<string, unknown> = {}) {
  const created = await api<MyFlash>('/me/flashes', {
    token: artist.idToken,
    body: await newFlashBody(artist, overrides),
  });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

describe('flashes: create, read, update, delete', () => {
  it('keeps a flash in mm and cents with the artist currency, and publishes each change through the outbox', async () => {
    const body = await newFlashBody(owner);
    const created = await api<MyFlash>('/me/flashes', { token: owner.idToken, body });
    expect(created.status).toBe(201);
    const flash = created.json;
    expect(flash).toMatchObject({
      title: 'Swallow',
      lengthMm: 120,
      widthMm: 85,
      note: 'Colour or black',
      priceCents: 15000,
      currency: 'EUR',
    });
    expect(flash.images.map((ref) => ref.imageId)).toEqual(body.imageIds);
    expect(flash.images[0]?.image?.variants[0]?.url).toBe(`/media/${owner.sub}/${body.imageIds[0]}/320.webp`);
    expect(flash.createdAt).toBe(flash.updatedAt);

    const list = await api<MyFlashList>('/me/flashes', { token: owner.idToken });
    expect(list.status).toBe(200);
    expect(list.json.items).toContainEqual(flash);
    expect((await api(`/me/flashes/${flash.flashId}`, { token: owner.idToken })).json).toEqual(flash);

    const update = {
      title: 'Swallow II',
      lengthMm: 100,
      widthMm: 70,
      priceCents: 0,
      imageIds: [...body.imageIds].reverse(),
    };
    const updated = await api<MyFlash>(`/me/flashes/${flash.flashId}`, {
      method: 'PUT',
      token: owner.idToken,
      body: update,
    });
    expect(updated.status).toBe(200);
    const { imageIds: _imageIds, ...fields } = update;
    expect(updated.json).toMatchObject({
      ...fields,
      flashId: flash.flashId,
      createdAt: flash.createdAt,
      currency: 'EUR',
    });
    expect(updated.json).not.toHaveProperty('note');
    expect(updated.json.images.map((ref) => ref.imageId)).toEqual(update.imageIds);
    expect(updated.json.updatedAt > flash.updatedAt).toBe(true);
    expect((await api(`/me/flashes/${flash.flashId}`, { token: owner.idToken })).json).toEqual(updated.json);

    await flashes.expectDeleted(owner, flash);

    await flashes.expectEachChangePublished(flash);
  });

  it("prices a new flash in the artist's currency of the moment", async () => {
    const artist = await onboardedArtist();
    await db.entities.artist.patch({ artistId: artist.sub }).set({ currency: 'CHF' }).go();
    expect((await createFlash(artist)).currency).toBe('CHF');
  });

  it('refuses a 101st flash with 409 limit_reached', async () => {
    const artist = await onboardedArtist();
    const imageId = await storedImage(db, artist.sub, 'flash');
    const now = new Date().toISOString();
    await db.entities.flash
      .put(
        Array.from({ length: 100 }, () => ({
          artistId: artist.sub,
          flashId: randomUUID(),
          title: 'Filler',
          lengthMm: 50,
          widthMm: 50,
          priceCents: 5000,
          currency: 'EUR' as const,
          imageIds: [imageId],
          createdAt: now,
          updatedAt: now,
        })),
      )
      .go();
    await flashes.expectLimitReached(artist, await newFlashBody(artist));
  });
});

describe('flashes: ownership', () => {
  it('answers 404 to another artist on each route for a flash it does not own, and changes nothing', async () => {
    const flash = await createFlash(owner);
    const body = await newFlashBody(other, { title: 'Stolen' });
    await flashes.expectHiddenFromOthers({ owner, other, item: flash, body });
  });

  it('refuses a client-kind token and a call without a token on every route', async () => {
    const flash = await createFlash(owner);
    await flashes.expectArtistsOnly({ owner, item: flash, body: await newFlashBody(owner) });
  });
});

describe('flashes: invalid input', () => {
  it('refuses a negative price, an empty title, foreign, unready or misused images clearly, and writes nothing', async () => {
    const artist = await onboardedArtist();
    const valid = await newFlashBody(artist);
    const foreign = await storedImage(db, other.sub, 'flash');
    const cases: FieldCase[] = [
      { body: { ...valid, priceCents: -1500 }, path: 'priceCents', fr: 'Le prix ne peut pas être négatif' },
      { body: { ...valid, title: '  ' }, path: 'title', fr: 'Titre requis' },
      { body: { ...valid, lengthMm: 0 }, path: 'lengthMm', fr: 'La dimension doit être supérieure à 0' },
      ...(await flashes.imageCases({ artist, other, valid })),
    ];
    await flashes.expectFieldErrors(artist, cases, 'fr-FR');
    const english = await api<ErrorBody>('/me/flashes', {
      token: artist.idToken,
      body: { ...valid, priceCents: -1 },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json.error.fields?.[0]?.message).toBe('Price cannot be negative');

    await flashes.expectNothingCreated(artist);

    // An invalid update leaves the flash as it was.
    const flash = await createFlash(artist);
    const refused = await api(`/me/flashes/${flash.flashId}`, {
      method: 'PUT',
      token: artist.idToken,
      body: { ...valid, priceCents: -1, title: 'Changed' },
    });
    expect(refused.status).toBe(400);
    const foreignUpdate = await api(`/me/flashes/${flash.flashId}`, {
      method: 'PUT',
      token: artist.idToken,
      body: { ...valid, imageIds: [foreign] },
    });
    expect(foreignUpdate.status).toBe(400);
    expect((await api(`/me/flashes/${flash.flashId}`, { token: artist.idToken })).json).toEqual(flash);
    expect(await outboxTypesFor(db, flash.flashId)).toEqual(['flash.created']);
  });
});

describe('flashes: the subscription rule', () => {
  it('answers 403 subscription_inactive on every flash route while the plan is inactive', async () => {
    const artist = await onboardedArtist();
    const flash = await createFlash(artist);
    const body = await newFlashBody(artist);
    await flashes.expectSubscriptionGuard(
      { artist, item: flash, body },
      { locale: 'fr', message: "Votre abonnement n'est pas actif" },
    );
  });
});
