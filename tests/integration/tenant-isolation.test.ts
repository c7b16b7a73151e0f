import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_IDS, type RouteId, routes } from '#shared/api/routes.ts';
import { addDays } from '#shared/domain/designs/design-rules.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist, type TestArtist } from '#tests/support/artists.ts';
import { everyDay, setReservations, slotIds, slotsOf } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { testConsentForm } from '#tests/support/consent-form-fixture.ts';
import { acceptRequest, pendingRequest } from '#tests/support/lifecycle.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';
import { pushService } from '#tests/support/push.ts';

const today = () => localDate(new Date(), 'Europe/Paris');

/**
 * A second artist cannot read or change the first one's data through any route. Artist A owns one of
 * every kind of item; every artist route of the table is called with artist B's token and, wherever
 * a path takes an id, A's id. No answer may carry A's private data, and A's whole partition must be
 * the same before and after.
 */
const { db } = cloudAndDb();

let a: TestArtist & { pseudo: string };
let b: TestArtist;
const ids: Record<string, string> = {};

async function created(path: string, body: unknown, idField: string) {
  const answer = await api<Record<string, string>>(path, { token: a.idToken, body });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  const id = answer.json[idField];
  if (!id) throw new Error(`${path} answered no ${idField}: ${answer.text}`);
  return id;
}

/** A's partition, as stored: what must not change (the page, requests, bookings, held slices, devices). */
async function partitionOfA() {
  const artistId = a.sub;
  const conversationId = ids.conversationId ?? '';
  const [page, requests, bookings, holds, conversation, messages, blocks] = await Promise.all([
    db.collections.artistPage({ artistId }).go({ pages: 'all' }),
    db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.booking.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.slotHold.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.conversation.get({ conversationId }).go(),
    db.entities.message.query.byConversation({ conversationId }).go({ pages: 'all' }),
    db.entities.block.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  const [templates, suggestion, consentForms, consents, designs, devices] = await Promise.all([
    db.entities.emailTemplate.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.suggestion.get({ suggestionId: suggestionIdOfA }).go(),
    db.entities.consentForm.query.byArtist({ artistId }).go({ pages: 'all' }),
    db.entities.consent.query.byBooking({ artistId }).go({ pages: 'all' }),
    db.entities.designVersion.query.byRequest({ artistId }).go({ pages: 'all' }),
    db.entities.pushDevice.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  // What A's own consumers write after A's writes, asynchronously, is left out: the ties consumer
  // (updatedAt, pendingRequests, bookingEnds) and the message emails' record (`*Emailed*`).
  const stable = Object.fromEntries(
    Object.entries(conversation.data ?? {}).filter(
      ([key]) => !['updatedAt', 'pendingRequests', 'bookingEnds'].includes(key) && !key.includes('Emailed'),
    ),
  );
  return JSON.stringify([
    devices.data,
    consentForms.data,
    consents.data,
    designs.data,
    templates.data,
    suggestion.data,
    page.data,
    requests.data,
    bookings.data,
    holds.data,
    stable,
    messages.data,
    blocks.data,
  ]);
}

let suggestionIdOfA = '';

/** Valid bodies for routes that check their body before ownership, so B reaches the ownership check. */
const bodies: Partial<Record<RouteId, unknown>> = {};
/** Query strings naming A's items, for routes that take ids in the query. */
const queries: Partial<Record<RouteId, string>> = {};

beforeAll(async () => {
  [a, b] = await Promise.all([onboardedArtist(), signUpArtist()]);
  ids.imageId = await storedImage(db, a.sub, 'flash');
  const workImage = await storedImage(db, a.sub, 'work');
  ids.flashId = await created(
    '/me/flashes',
    { title: 'Rose', lengthMm: 80, widthMm: 60, priceCents: 12000, imageIds: [ids.imageId] },
    'flashId',
  );
  ids.workId = await created(
    '/me/works',
    { title: 'Sleeve', type: 'custom', imageIds: [workImage] },
    'workId',
  );
  ids.travelId = await created(
    '/me/travels',
    {
      startDate: '2030-05-01',
      endDate: '2030-05-07',
      shopName: 'Guest Shop',
      address: '1 rue Secrète, 69001',
      city: 'Lyon',
    },
    'travelId',
  );
  ids.availabilityId = await created('/me/availabilities', everyDay(['10:00', 120]), 'availabilityId');
  // A pending request and a booking (an accepted one) of A's, and a free slot of A's to move them to.
  await setReservations(a, {});
  const [first, second, free] = slotIds((await slotsOf(a.pseudo)).json);
  if (!first || !second || !free) throw new Error('artist A has too few slots');
  ids.requestId = (await pendingRequest(a, first)).requestId;
  ids.bookingId = (await pendingRequest(a, second)).requestId;
  const accepted = await acceptRequest(a, ids.bookingId);
  if (accepted.status !== 201) throw new Error(`accept answered ${accepted.status}: ${accepted.text}`);
  bodies.acceptMyRequest = { priceCents: 100 };
  bodies.moveMyRequest = { slotId: free };
  bodies.proposeMyRequestTimes = {
    slotIds: [free, slotIds((await slotsOf(a.pseudo)).json).at(-1)],
    openHours: 48,
    priceCents: 100,
  };
  bodies.askMyRequestClient = { clientMessageId: randomUUID(), text: 'Stolen' };
  // A's booking carries its client's photo of the healed tattoo (ADR 0101): B opening it gets 404.
  ids.healedPhotoImageId = randomUUID();
  await db.entities.image
    .create({
      artistId: a.sub,
      imageId: ids.healedPhotoImageId,
      kind: 'healedPhoto',
      contentType: 'image/jpeg',
      status: 'ready',
      width: 1200,
      height: 900,
      placeholder: '#5a3b4c',
      variantWidths: [320, 640],
      bookingId: ids.bookingId,
      uploadedBy: 'client',
    })
    .go();
  await db.entities.booking
    .patch({ artistId: a.sub, bookingId: ids.bookingId })
    .set({ healedPhotoImageId: ids.healedPhotoImageId })
    .go();
  bodies.moveMyBooking = { slotId: free };
  bodies.updateMyBookingPayment = { paymentState: 'TOTAL-PAID' };
  bodies.planMyBookingProject = { planned: 3 };
  bodies.bookMyProjectSession = { number: 2, slotId: free, priceCents: 100 };
  // A's design on the pending request, with A's private sketch (ADR 0090).
  const sketch = await storedImage(db, a.sub, 'sketch');
  const design = {
    version: 1,
    imageIds: [sketch],
    note: 'Secret sketch of A',
    answerBy: addDays(today(), 3),
  };
  const shared = await api(`/me/designs/${ids.requestId}`, { token: a.idToken, body: design });
  if (shared.status !== 201) throw new Error(`share answered ${shared.status}: ${shared.text}`);
  bodies.shareMyDesign = { ...design, version: 2, note: 'Stolen' };
  bodies.setMyDesignPolicy = { revisionsIncluded: 9, revisionPriceCents: 0, answerDays: 9 };
  // A's conversation with the request's client, with a message of A's.
  ids.conversationId = await created('/me/conversations', { requestId: ids.requestId }, 'conversationId');
  await created(
    `/me/conversations/${ids.conversationId}/messages`,
    { clientMessageId: randomUUID(), text: 'Private note to my client' },
    'clientMessageId',
  );
  bodies.openMyConversation = { requestId: ids.requestId };
  bodies.sendMyMessage = { clientMessageId: randomUUID(), text: 'Stolen' };
  bodies.markMyConversationSeen = { upTo: 1 };
  bodies.createMyMessagePhotoUpload = { contentType: 'image/jpeg', size: 1000 };
  // A's Spanish acceptance email, and a suggestion of A's.
  const template = { subject: 'Hola {firstname}, secreto de A', body: 'Texto privado de A' };
  const saved = await api('/me/email-templates/requestAccepted/es', {
    method: 'PUT',
    token: a.idToken,
    body: template,
  });
  if (saved.status !== 200) throw new Error(`template answered ${saved.status}: ${saved.text}`);
  bodies.updateMyEmailTemplate = { subject: 'Stolen {firstname}', body: 'Stolen' };
  bodies.sendMyEmailTemplateTest = { subject: 'Stolen {firstname}', body: 'Stolen' };
  // A suggestion is public to every artist (the board), so its id is not one of A's secrets.
  suggestionIdOfA = await created(
    '/me/suggestions',
    { suggestionId: randomUUID(), title: 'A’s idea', description: 'An idea of artist A, to vote for.' },
    'suggestionId',
  );
  // A's consent form (ADR 0088): B saving one saves B's own; B asking A's booking's status learns nothing.
  const consentSettings = {
    enabled: true,
    deadlineHours: 24,
    guardianAllowed: false,
    retentionYears: 3,
    form: testConsentForm,
  };
  const consent = await api('/me/consent-form', {
    method: 'PUT',
    token: a.idToken,
    body: { baseVersion: 0, settings: consentSettings },
  });
  if (consent.status !== 200) throw new Error(`consent form answered ${consent.status}: ${consent.text}`);
  bodies.saveMyConsentForm = { baseVersion: 0, settings: consentSettings };
  queries.listMyConsentStatuses = `?bookingIds=${ids.bookingId}`;
  // The calendar's window over A's booking (ADR 0103): B reads its own, never A's.
  queries.listMyCalendar = `?from=${today()}&to=${addDays(today(), 40)}`;
  // A's phone, subscribed to push notifications (ADR 0098): B removing it removes nothing of A's.
  const devices = await api<{ publicKey: string }>('/me/push-devices', { token: a.idToken });
  if (devices.status !== 200) throw new Error(`push devices answered ${devices.status}: ${devices.text}`);
  const phone = await pushService.subscribe(devices.json.publicKey);
  ids.deviceId = await created(
    '/me/push-devices',
    { name: 'A’s phone', subscription: { endpoint: phone.endpoint, keys: phone.keys } },
    'deviceId',
  );
  bodies.createMyBugReport = {
    reportId: randomUUID(),
    location: 'other',
    type: 'other',
    description: 'Stolen report text',
  };
  bodies.createSuggestion = {
    suggestionId: randomUUID(),
    title: 'Stolen',
    description: 'Stolen suggestion text',
  };
});

function pathFor(path: string): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    if (name === 'pseudo') return a.pseudo;
    if (name === 'path') return a.pseudo;
    // Not an id but a setup step's name: B marking it marks B's own account, never A's.
    if (name === 'step') return 'shared';
    // Which email and language: names, not ids; B's own (B has none: B is not onboarded).
    if (name === 'kind') return 'requestAccepted';
    if (name === 'locale') return 'es';
    if (name === 'suggestionId') return suggestionIdOfA;
    if (name === 'jurisdiction') return 'FR';
    const id = ids[name];
    if (!id) throw new Error(`no id of artist A for the path parameter ${name}: seed one in beforeAll`);
    return id;
  });
}

const artistRoutes = ROUTE_IDS.filter((id) => routes[id].auth === 'artist');

it('opens A’s healed photo for A: the 404 B gets is the tenancy, not a missing photo', async () => {
  const own = await api<{ thumbnailUrl: string }>(`/me/bookings/${ids.bookingId}/healed-photo`, {
    token: a.idToken,
  });
  expect(own.status).toBe(200);
  expect(own.json.thumbnailUrl).toContain(ids.healedPhotoImageId);
});

describe.each(artistRoutes)('route %s with another artist token', (id) => {
  const route = routes[id];

  it('reveals nothing private of artist A and changes nothing of it', async () => {
    const before = await partitionOfA();
    const answer = await api(`${pathFor(route.path)}${queries[id] ?? ''}`, {
      method: route.method,
      token: b.idToken,
      ...(route.method !== 'GET' && {
        body: bodies[id] ?? { title: 'Stolen', pseudo: a.pseudo, displayName: 'Stolen' },
      }),
    });
    expect(answer.status).toBeLessThan(500);
    // A's requests and bookings do not exist for B.
    if (/\{(requestId|bookingId|conversationId)\}/.test(route.path)) expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(a.email);
    for (const [name, value] of Object.entries(ids)) expect(answer.text, name).not.toContain(value);
    expect(await partitionOfA()).toBe(before);
  });

  it('is refused without a token', async () => {
    const answer = await api(pathFor(route.path), {
      method: route.method,
      ...(route.method !== 'GET' && { body: {} }),
    });
    expect(answer.status).toBe(401);
  });
});
