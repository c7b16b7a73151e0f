import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { urlProblem } from '#functions/lib/outbound/guarded-fetch.ts';
import type { PushSubscriptionJson, ReceivedPush } from '#scripts/local-cloud/push/start-push.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';

const cloud = applyCloudEnv();

/**
 * The local cloud's push service (issue 32, item 4), as the functions will meet it: an endpoint the
 * guarded client may reach, that takes what `web-push` sends and shows it decrypted.
 */
describe('the local push service', () => {
  it('is reachable by the guarded client and decrypts what web-push sends to a subscription', async () => {
    const vapid = webpush.generateVAPIDKeys();
    const created = await fetch(`${cloud.urls.push}/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey: vapid.publicKey }),
    });
    expect(created.status).toBe(201);
    const subscription = (await created.json()) as PushSubscriptionJson;
    expect(subscription.endpoint.startsWith(`${cloud.urls.push}/push/`)).toBe(true);
    // A subscription's endpoint is an address a user gave: the functions reach this one only
    // because the local stage allows it, as it allows the test servers' (ADR 0065).
    const allowed = new Set(cloud.env.OUTBOUND_ALLOWED_ORIGINS?.split(','));
    expect(urlProblem(new URL(subscription.endpoint), allowed)).toBeUndefined();
    expect(urlProblem(new URL(subscription.endpoint), new Set())).toBe('scheme http:');

    const payload = JSON.stringify({ title: 'Nueva solicitud', body: 'Léa', url: '/app/requests/r1' });
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: 'mailto:ops@inkslot.test', ...vapid },
      TTL: 3600,
    });
    const sent = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body ?? []),
    });
    expect(sent.status).toBe(201);
    const id = subscription.endpoint.split('/').at(-1) ?? '';
    const received = (await (
      await fetch(`${cloud.urls.push}/messages?subscription=${id}`)
    ).json()) as ReceivedPush[];
    expect(received.map((message) => message.text)).toEqual([payload]);
    expect(await (await fetch(cloud.urls.push)).text()).toContain('Nueva solicitud');
  });
});
