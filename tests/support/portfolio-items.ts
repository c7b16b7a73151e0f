import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ImageKind } from '#shared/api/contracts/images.ts';
import type { Db } from '#shared/db/service.ts';
import { api } from './api.ts';
import type { TestArtist } from './artists.ts';
import { clientToken, type ErrorBody, outboxTypesFor, setPlanStatus, storedImage } from './portfolio.ts';

/**
 * What the flash and work tests share: both are an artist's own items behind the same five routes
 * (list, create, read, update, delete), the same guards (artist only, owner only, active plan) and
 * the same image rules. Each helper runs the checks of one rule for one kind of item; a test file
 * takes them bound to its kind and table: `const flashes = itemChecks(FLASHES, db)`.
 */
export interface ItemKind {
  /** The collection route: `/me/flashes` or `/me/works`. */
  collection: string;
  /** The id field of an item: `flashId` or `workId`. */
  idKey: string;
  /** The detail type prefix of its events: `flash` (`flash.created`...) or `work`. */
  event: string;
  /** The kind its images must have been uploaded for. */
  imageKind: ImageKind;
}

export const FLASHES: ItemKind = {
  collection: '/me/flashes',
  idKey: 'flashId',
  event: 'flash',
  imageKind: 'flash',
};
export const WORKS: ItemKind = { collection: '/me/works', idKey: 'workId', event: 'work', imageKind: 'work' };

/** An item as the API answers it (only its id field matters here). */
type Item = object;

const idOf = (kind: ItemKind, item: Item) => String((item as Record<string, unknown>)[kind.idKey]);
const pathOf = (kind: ItemKind, item: Item) => `${kind.collection}/${idOf(kind, item)}`;

/** The ids in an artist's list of items. */
async function listedIds(kind: ItemKind, artist: TestArtist) {
  const list = await api<{ items: Item[] }>(kind.collection, { token: artist.idToken });
  return { answer: list, ids: list.json.items.map((listed) => idOf(kind, listed)) };
}

/** Every route of the kind, with the item's id where the route takes one. */
function everyRoute(kind: ItemKind, item: Item) {
  return [
    ['GET', kind.collection],
    ['POST', kind.collection],
    ['GET', pathOf(kind, item)],
    ['PUT', pathOf(kind, item)],
    ['DELETE', pathOf(kind, item)],
  ] as const;
}

const bodyFor = (method: string, body: unknown) => (method === 'POST' || method === 'PUT' ? { body } : {});

/** The owner still reads the item exactly as it was. */
async function expectUnchanged(kind: ItemKind, owner: TestArtist, item: Item) {
  expect((await api(pathOf(kind, item), { token: owner.idToken })).json).toEqual(item);
}

/**
 * Another artist gets 404 not_found on each route of an item it does not own (the update sent with
 * `body`), does not see it in its own list, and the owner's item is unchanged.
 */
async function expectHiddenFromOthers(
  kind: ItemKind,
  { owner, other, item, body }: { owner: TestArtist; other: TestArtist; item: Item; body: unknown },
) {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const answer = await api<ErrorBody>(pathOf(kind, item), {
      method,
      token: other.idToken,
      ...(method === 'PUT' && { body }),
    });
    expect(answer.status, method).toBe(404);
    expect(answer.json.error.code).toBe('not_found');
  }
  const theirs = await listedIds(kind, other);
  expect(theirs.ids).not.toContain(idOf(kind, item));
  expect(theirs.answer.text).not.toContain(owner.sub);
  await expectUnchanged(kind, owner, item);
}

/**
 * A client-kind token gets 403 forbidden and a call without a token 401 on every route (creates and
 * updates sent with `body`); the owner's item is unchanged.
 */
async function expectArtistsOnly(
  kind: ItemKind,
  { owner, item, body }: { owner: TestArtist; item: Item; body: unknown },
) {
  const token = await clientToken();
  for (const [method, path] of everyRoute(kind, item)) {
    const withBody = bodyFor(method, body);
    const asClient = await api<ErrorBody>(path, { method, token, ...withBody });
    expect(asClient.status, `${method} ${path}`).toBe(403);
    expect(asClient.json.error.code).toBe('forbidden');
    expect((await api(path, { method, ...withBody })).status, `${method} ${path}`).toBe(401);
  }
  await expectUnchanged(kind, owner, item);
}

/**
 * While the artist's plan is inactive, every route answers 403 subscription_inactive with the
 * message in `locale`, and nothing is published; once active again, the item is as it was.
 */
async function expectSubscriptionGuard(
  db: Db,
  kind: ItemKind,
  { artist, item, body }: { artist: TestArtist; item: Item; body: unknown },
  { locale, message }: { locale: string; message: string },
) {
  await setPlanStatus(db, artist.sub, 'inactive');
  for (const [method, path] of everyRoute(kind, item)) {
    const answer = await api<ErrorBody>(path, {
      method,
      token: artist.idToken,
      headers: { 'accept-language': locale },
      ...bodyFor(method, body),
    });
    expect(answer.status, `${method} ${path}`).toBe(403);
    expect(answer.json.error).toEqual({ code: 'subscription_inactive', message });
  }
  expect(await outboxTypesFor(db, idOf(kind, item))).toEqual([`${kind.event}.created`]);

  await setPlanStatus(db, artist.sub, 'active');
  await expectUnchanged(kind, artist, item);
}

/**
 * Deletes the item: 200 with its id, then 404 on a read and on a second delete, and gone from the
 * owner's list.
 */
async function expectDeleted(kind: ItemKind, owner: TestArtist, item: Item) {
  const path = pathOf(kind, item);
  const deleted = await api(path, { method: 'DELETE', token: owner.idToken });
  expect(deleted.status).toBe(200);
  expect(deleted.json).toEqual({ [kind.idKey]: idOf(kind, item) });
  expect((await api(path, { token: owner.idToken })).status).toBe(404);
  expect((await api(path, { method: 'DELETE', token: owner.idToken })).status).toBe(404);
  expect((await listedIds(kind, owner)).ids).not.toContain(idOf(kind, item));
}

/** The item's creation, update and deletion were each published once through the outbox. */
async function expectEachChangePublished(db: Db, kind: ItemKind, item: Item) {
  expect((await outboxTypesFor(db, idOf(kind, item))).sort()).toEqual([
    `${kind.event}.created`,
    `${kind.event}.deleted`,
    `${kind.event}.updated`,
  ]);
}

/** Creating one more item with `body` answers 409 limit_reached. */
async function expectLimitReached(kind: ItemKind, artist: TestArtist, body: unknown) {
  const refused = await api<ErrorBody>(kind.collection, { token: artist.idToken, body });
  expect(refused.status).toBe(409);
  expect(refused.json.error.code).toBe('limit_reached');
}

/** A body the API must refuse, the field it must name and the French message for it. */
export interface FieldCase {
  body: Record<string, unknown>;
  path: string;
  fr: string;
}

/**
 * Each body, sent to create an item in French (`locale`: the accept-language sent), answers 400
 * validation_failed naming the field with its message.
 */
async function expectFieldErrors(
  kind: ItemKind,
  artist: TestArtist,
  cases: readonly FieldCase[],
  locale: string,
) {
  for (const { body, path, fr } of cases) {
    const answer = await api<ErrorBody>(kind.collection, {
      token: artist.idToken,
      body,
      headers: { 'accept-language': locale },
    });
    expect(answer.status, path).toBe(400);
    expect(answer.json.error.code).toBe('validation_failed');
    expect(answer.json.error.fields, path).toContainEqual(expect.objectContaining({ path, message: fr }));
  }
}

/** The artist has no item and no `<kind>.created` event was published for it. */
async function expectNothingCreated(db: Db, kind: ItemKind, artist: TestArtist) {
  expect((await api<{ items: Item[] }>(kind.collection, { token: artist.idToken })).json.items).toEqual([]);
  expect(await outboxTypesFor(db, artist.sub)).not.toContain(`${kind.event}.created`);
}

/**
 * The image rules flashes and works share (the same field and the same checks), as refused bodies:
 * none, twice the same, another artist's, unknown, not processed yet, rejected, uploaded for another
 * use. `valid` is a valid body whose first image is the artist's ready image of this kind.
 */
async function imageCases(
  db: Db,
  kind: ItemKind,
  { artist, other, valid }: { artist: TestArtist; other: TestArtist; valid: { imageIds: string[] } },
): Promise<FieldCase[]> {
  const [ready] = valid.imageIds;
  const foreign = await storedImage(db, other.sub, kind.imageKind);
  const pending = await storedImage(db, artist.sub, kind.imageKind, 'pending');
  const rejected = await storedImage(db, artist.sub, kind.imageKind, 'rejected');
  const misused = await storedImage(db, artist.sub, kind.imageKind === 'flash' ? 'work' : 'flash');
  const notFound = 'Cette image est introuvable';
  const notReady = 'Cette image n’est pas encore prête : attendez la fin du traitement';
  const withImages = (imageIds: unknown[]) => ({ ...valid, imageIds });
  return [
    { body: withImages([]), path: 'imageIds', fr: 'Ajoutez au moins une image' },
    { body: withImages([ready, ready]), path: 'imageIds', fr: 'La même image est ajoutée deux fois' },
    { body: withImages([foreign]), path: 'imageIds.0', fr: notFound },
    { body: withImages([ready, foreign]), path: 'imageIds.1', fr: notFound },
    { body: withImages([randomUUID()]), path: 'imageIds.0', fr: notFound },
    { body: withImages([pending]), path: 'imageIds.0', fr: notReady },
    { body: withImages([ready, pending]), path: 'imageIds.1', fr: notReady },
    {
      body: withImages([rejected]),
      path: 'imageIds.0',
      fr: 'Cette image a été refusée : envoyez-en une autre',
    },
    { body: withImages([misused]), path: 'imageIds.0', fr: 'Cette image a été envoyée pour un autre usage' },
  ];
}

type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Drop1<A> = A extends [unknown, ...infer R] ? R : never;
type Drop2<A> = A extends [unknown, unknown, ...infer R] ? R : never;

/** Each check above for one kind of item (and the file's table, where the check reads it). */
export function itemChecks(kind: ItemKind, db: Db) {
  type Of<F> = Drop1<Args<F>>;
  type WithDb<F> = Drop2<Args<F>>;
  return {
    expectHiddenFromOthers: (...rest: Of<typeof expectHiddenFromOthers>) =>
      expectHiddenFromOthers(kind, ...rest),
    expectArtistsOnly: (...rest: Of<typeof expectArtistsOnly>) => expectArtistsOnly(kind, ...rest),
    expectSubscriptionGuard: (...rest: WithDb<typeof expectSubscriptionGuard>) =>
      expectSubscriptionGuard(db, kind, ...rest),
    expectDeleted: (...rest: Of<typeof expectDeleted>) => expectDeleted(kind, ...rest),
    expectEachChangePublished: (...rest: WithDb<typeof expectEachChangePublished>) =>
      expectEachChangePublished(db, kind, ...rest),
    expectLimitReached: (...rest: Of<typeof expectLimitReached>) => expectLimitReached(kind, ...rest),
    expectFieldErrors: (...rest: Of<typeof expectFieldErrors>) => expectFieldErrors(kind, ...rest),
    expectNothingCreated: (...rest: WithDb<typeof expectNothingCreated>) =>
      expectNothingCreated(db, kind, ...rest),
    imageCases: (...rest: WithDb<typeof imageCases>) => imageCases(db, kind, ...rest),
  };
}
