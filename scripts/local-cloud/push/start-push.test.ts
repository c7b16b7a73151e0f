import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type PushLocal, type PushSubscriptionJson, startPush } from './start-push.ts';

const quiet = { info: () => {}, error: () => {} };
const vapid = webpush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:ops@inkslot.test', ...vapid };
let push: PushLocal;

beforeAll(async () => {
  push = await startPush({ log: quiet });
});
afterAll(() => push.stop());

/** What `web-push` sends (its own encryption and VAPID signature), sent with fetch. */
async function send(
  subscription: PushSubscriptionJson,
  payload: string | undefined,
  options: webpush.RequestOptions = {},
) {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails,
    TTL: 60,
    ...options,
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    ...(request.body !== null && { body: new Uint8Array(request.body) }),
  });
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

describe('the local push service (RFC 8030, 8291, 8292)', () => {
  it('decrypts what web-push sends, as the subscribed browser would', async () => {
    const subscription = push.subscribe(vapid.publicKey);
    const payload = JSON.stringify({
      title: 'Nouvelle demande',
      body: 'Léa · avant-bras',
      url: '/app/requests/r1',
    });
    const answer = await send(subscription, payload, { urgency: 'high', topic: 'requests' });
    expect(answer.status).toBe(201);
    expect(answer.location).toMatch(/\/messages\/[\w-]+$/);
    const id = subscription.endpoint.split('/').at(-1);
    expect(push.received(id)).toEqual([
      expect.objectContaining({
        text: payload,
        ttl: 60,
        urgency: 'high',
        topic: 'requests',
        subscriptionId: id,
      }),
    ]);
    // The page a developer opens lists it, escaped.
    const page = await (await fetch(push.endpoint)).text();
    expect(page).toContain('Nouvelle demande');
    expect(page).toContain('/app/requests/r1');
  });

  it('takes a long payload and none', async () => {
    const subscription = push.subscribe();
    const long = 'é'.repeat(1500);
    expect((await send(subscription, long)).status).toBe(201);
    expect((await send(subscription, undefined)).status).toBe(201);
    const id = subscription.endpoint.split('/').at(-1);
    expect(push.received(id).map((message) => message.text)).toEqual([long, '']);
  });

  it('refuses a push whose VAPID token is forged, for another service, or from another key', async () => {
    const subscription = push.subscribe(vapid.publicKey);
    const other = webpush.generateVAPIDKeys();
    // Signed by another key than the one the subscription was made for.
    const foreign = await send(subscription, 'x', { vapidDetails: { ...vapidDetails, ...other } });
    expect(foreign.status).toBe(403);
    // A signature that does not match k.
    const request = webpush.generateRequestDetails(subscription, 'x', { vapidDetails, TTL: 60 });
    const authorization = String(request.headers.Authorization).replace(
      /t=([\w-]+\.[\w-]+)\.[\w-]+/,
      (_, signed) => {
        return `t=${signed}.${Buffer.alloc(64, 1).toString('base64url')}`;
      },
    );
    const forged = await fetch(request.endpoint, {
      method: 'POST',
      headers: { ...(request.headers as Record<string, string>), Authorization: authorization },
      body: new Uint8Array(request.body),
    });
    expect(forged.status).toBe(401);
    // A token for another push service's origin.
    const elsewhere = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      vapidDetails.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
    const misdirected = await fetch(request.endpoint, {
      method: 'POST',
      headers: { ...(request.headers as Record<string, string>), Authorization: elsewhere.Authorization },
      body: new Uint8Array(request.body),
    });
    expect(misdirected.status).toBe(401);
    expect(push.received(subscription.endpoint.split('/').at(-1))).toEqual([]);
  });

  it('answers 410 once the browser unsubscribed, 404 for an endpoint it never gave', async () => {
    const subscription = push.subscribe();
    const removed = await fetch(subscription.endpoint.replace('/push/', '/subscriptions/'), {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await send(subscription, 'late')).status).toBe(410);
    const unknown = { ...subscription, endpoint: `${push.endpoint}/push/nobody` };
    expect((await send(unknown, 'who')).status).toBe(404);
  });

  it('refuses a payload encrypted for other keys, without TTL, or over 4 KiB', async () => {
    const subscription = push.subscribe();
    const someoneElse = push.subscribe();
    const wrongKeys = { ...subscription, keys: someoneElse.keys };
    expect((await send(wrongKeys, 'secret')).status).toBe(400);
    const request = webpush.generateRequestDetails(subscription, 'x', { vapidDetails, TTL: 60 });
    const { TTL: _ttl, ...withoutTtl } = request.headers as Record<string, string>;
    const noTtl = await fetch(request.endpoint, {
      method: 'POST',
      headers: withoutTtl,
      body: new Uint8Array(request.body),
    });
    expect(noTtl.status).toBe(400);
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const huge = await fetch(request.endpoint, { method: 'POST', headers, body: new Uint8Array(5000) });
    expect(huge.status).toBe(413);
    expect(push.received(subscription.endpoint.split('/').at(-1))).toEqual([]);
  });
});
