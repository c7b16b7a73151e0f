import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as pushConsumer } from '#functions/consumers/push/send-push.ts';
import type { MyPushDevices, PushDeviceView } from '#shared/api/contracts/push.ts';
import { localClock } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  clientEmail,
  everyDay,
  requestAs,
} from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { pushService } from '#tests/support/push.ts';

const { db } = cloudAndDb();

interface Notification {
  title: string;
  body: string;
  url: string;
  tag: string;
}

let artist: BookingArtist;
let other: BookingArtist;
let publicKey = '';

beforeAll(async () => {
  [artist, other] = await Promise.all([
    bookableArtist(everyDay(['10:00', 60], ['14:00', 60], ['16:00', 60])),
    bookableArtist(),
  ]);
  const mine = await api<MyPushDevices>('/me/push-devices', { token: artist.idToken });
  expect(mine.status).toBe(200);
  publicKey = mine.json.publicKey;
});

/** A browser of `owner`'s subscribed with the stage's VAPID key, and its device added through the API. */
async function subscribedDevice(owner: BookingArtist, name: string) {
  const subscription = await pushService.subscribe(publicKey);
  const added = await api<PushDeviceView>('/me/push-devices', {
    token: owner.idToken,
    body: { name, subscription: { endpoint: subscription.endpoint, keys: subscription.keys } },
  });
  expect(added.status).toBe(201);
  return { subscription, deviceId: added.json.deviceId };
}

/** The `request.created` event the relay published for a request, from the outbox. */
async function createdEvent(requestId: string) {
  const { data } = await db.entities.outboxEvent.scan
    .where(
      ({ detail, detailType }, { contains, eq }) =>
        `${contains(detail, requestId)} AND ${eq(detailType, 'request.created')}`,
    )
    .go({ pages: 'all' });
  expect(data).toHaveLength(1);
  return { 'detail-type': 'request.created', detail: JSON.parse(data[0]!.detail) };
}

/** The same event under a new id (as if the request had come again). */
const anotherEvent = (event: Awaited<ReturnType<typeof createdEvent>>) => ({
  ...event,
  detail: { ...event.detail, metadata: { ...event.detail.metadata, id: randomUUID() } },
});

/** Delivers bus events to the push consumer as its SQS queue does, each record once. */
async function deliver(...events: unknown[]) {
  const queued: SQSEvent = {
    Records: events.map((event, index) => ({ messageId: `m${index}`, body: JSON.stringify(event) })),
  } as SQSEvent;
  return pushConsumer(queued);
}

const notifications = async (subscriptionId: string, count = 1) =>
  (await pushService.waitFor(subscriptionId, count)).map(
    (message) => JSON.parse(message.text) as Notification,
  );

const devicesOf = async (owner: BookingArtist) =>
  (await api<MyPushDevices>('/me/push-devices', { token: owner.idToken })).json.devices;

describe('push notifications', () => {
  it('tells a subscribed device of a new request, encrypted for it, once under redelivery', async () => {
    const { subscription, deviceId } = await subscribedDevice(artist, 'Pixel 8');
    expect(await devicesOf(artist)).toEqual([expect.objectContaining({ deviceId, name: 'Pixel 8' })]);

    const { requestId } = await requestAs(artist, clientEmail(), 0);
    const [notification] = await notifications(subscription.id);
    expect(notification).toEqual({
      // The test artists are onboarded in English.
      title: 'New request',
      body: 'Camille Martin asks you for a booking',
      url: `/app/requests/${requestId}`,
      tag: `request:${requestId}`,
    });

    // The same event again, twice in one batch and once more: the device got it once.
    const event = await createdEvent(requestId);
    expect((await deliver(event, event)).batchItemFailures).toEqual([]);
    expect((await deliver(event)).batchItemFailures).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pushService.received(subscription.id)).toHaveLength(1);
  });

  it('holds back a kind turned off and everything in quiet hours, in the artist’s zone', async () => {
    const { subscription } = await subscribedDevice(artist, 'iPad');
    const { requestId } = await requestAs(artist, clientEmail(), 1);
    const event = await createdEvent(requestId);
    await pushService.waitFor(subscription.id);
    const before = (await pushService.received(subscription.id)).length;

    const { hour } = localClock(new Date(), 'Europe/Paris');
    const clock = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const quiet = await api('/me/push-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { off: [], quietHours: { from: clock(hour), to: clock(hour + 1) } },
    });
    expect(quiet.status).toBe(200);
    await deliver(anotherEvent(event));

    const off = await api('/me/push-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { off: ['request'], quietHours: null },
    });
    expect(off.status).toBe(200);
    const third = anotherEvent(event);
    await deliver(third);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pushService.received(subscription.id)).toHaveLength(before);

    const on = await api('/me/push-settings', {
      method: 'PUT',
      token: artist.idToken,
      body: { off: [], quietHours: null },
    });
    expect(on.status).toBe(200);
    await deliver(third);
    expect(await pushService.waitFor(subscription.id, before + 1)).toHaveLength(before + 1);
  });

  it('removes a device whose push service answers 410', async () => {
    const { subscription, deviceId } = await subscribedDevice(artist, 'Old phone');
    await pushService.unsubscribe(subscription.id);
    const { requestId } = await requestAs(artist, clientEmail(), 2);
    const event = await createdEvent(requestId);
    await deliver(event);
    // The bus delivers the same event too: whichever send claimed it removes the device.
    const deadline = Date.now() + 10_000;
    let ids = (await devicesOf(artist)).map((device) => device.deviceId);
    while (ids.includes(deviceId) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ids = (await devicesOf(artist)).map((device) => device.deviceId);
    }
    expect(ids).not.toContain(deviceId);
  });

  it('keeps devices to their artist: another artist’s remove is 404 and changes nothing', async () => {
    const { deviceId } = await subscribedDevice(artist, 'Shop tablet');
    const theirs = await api(`/me/push-devices/${deviceId}`, { method: 'DELETE', token: other.idToken });
    expect(theirs.status).toBe(404);
    expect((await devicesOf(artist)).map((device) => device.deviceId)).toContain(deviceId);
    expect(await devicesOf(other)).toEqual([]);
    const mine = await api(`/me/push-devices/${deviceId}`, { method: 'DELETE', token: artist.idToken });
    expect(mine.status).toBe(200);
    expect((await devicesOf(artist)).map((device) => device.deviceId)).not.toContain(deviceId);
  });

  it('refuses a subscription whose endpoint is not a push service’s address, with a clear error', async () => {
    const subscription = await pushService.subscribe(publicKey);
    const refused = await api<{ error: { code: string; fields?: { path: string; message: string }[] } }>(
      '/me/push-devices',
      {
        token: artist.idToken,
        body: {
          name: 'Router',
          subscription: { endpoint: 'http://169.254.169.254/latest', keys: subscription.keys },
        },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields?.[0]?.path).toBe('subscription.endpoint');
    const unnamed = await api<{ error: { fields?: { key: string; message: string }[] } }>(
      '/me/push-devices',
      {
        token: artist.idToken,
        body: { name: ' ', subscription: { endpoint: subscription.endpoint, keys: subscription.keys } },
      },
    );
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.error.fields?.[0]?.key).toBe('validation.push.deviceNameRequired');
    expect(unnamed.json.error.fields?.[0]?.message).toBeTruthy();
  });
});
