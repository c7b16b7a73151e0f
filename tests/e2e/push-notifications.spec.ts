import type { Page } from '@playwright/test';
import type { PushSubscriptionJson, ReceivedPush } from '#scripts/local-cloud/push/start-push.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 32, item 2's done-means, at 390 px: the artist turns notifications on for this browser from
 * the notification settings, a client sends a request, and the local push service receives an
 * encrypted notification for that device that decrypts to the client's name and the request's link.
 * Headless Chromium has no push service of its own (it would ask Google's) nor a notification system
 * (it reports the permission denied): the things replaced are `PushManager.subscribe`, which asks the
 * local push service for a subscription bound to the key the page passes, as Chrome asks FCM, and
 * the permission's answer (granted, as the context grants it). The service worker's registration,
 * the API, the bus, the consumer and the push service are the real ones. Axe on the devices list; shots at 390 and 1280, light and dark.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/** The browser's push subscription comes from the local push service (Node side: no CORS to cross). */
async function localPushService(page: Page) {
  const pushUrl = e2eCloud().urls.push;
  await page.exposeFunction('__localPushSubscribe', async (applicationServerKey: string) => {
    const answer = await fetch(`${pushUrl}/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey }),
    });
    return (await answer.json()) as PushSubscriptionJson;
  });
  await page.addInitScript(() => {
    const made = new Map<string, unknown>();
    const toBase64Url = (key: BufferSource) => {
      const bytes = new Uint8Array(ArrayBuffer.isView(key) ? key.buffer : key);
      return btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    const asSubscription = (json: { endpoint: string }) => ({ ...json, toJSON: () => json });
    // The headless shell has no notification system either: it reports every origin denied,
    // whatever the context granted. The page sees the permission the context granted.
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    Notification.requestPermission = async () => 'granted';
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = toBase64Url(options?.applicationServerKey as BufferSource);
      const call = (window as unknown as { __localPushSubscribe(key: string): Promise<{ endpoint: string }> })
        .__localPushSubscribe;
      const json = await call(key);
      made.set('current', json);
      return asSubscription(json) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const json = made.get('current') as { endpoint: string } | undefined;
      return (json ? asSubscription(json) : null) as unknown as PushSubscription | null;
    };
  });
}

async function receivedFor(subscriptionId: string): Promise<ReceivedPush[]> {
  const answer = await fetch(`${e2eCloud().urls.push}/messages?subscription=${subscriptionId}`);
  return (await answer.json()) as ReceivedPush[];
}

test('the artist turns notifications on for this phone; a client’s request reaches it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const artist = await bookableArtist('Push-2026-phone!');
  await context.grantPermissions(['notifications'], { origin: e2eCloud().urls.app });
  await localPushService(page);
  await signInAsArtist(page, artist);
  await page.goto('/app/settings/notifications');

  const devices = page.getByRole('region', { name: 'Notifications on your devices' });
  await expect(devices.getByText('No device gets your notifications yet.')).toBeVisible();
  const name = devices.getByRole('textbox', { name: 'Name of this device' });
  await expect(name).not.toHaveValue('');
  await name.fill('My phone');
  await devices.getByRole('button', { name: 'Get notifications here' }).click();
  await expect(devices.getByText('My phone will get your notifications.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem').getByText('This device')).toBeVisible();
  await expect(devices.getByRole('button', { name: 'Remove My phone' })).toBeVisible();

  const [endpoint] = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/app/push/');
    const subscription = await registration?.pushManager.getSubscription();
    return [subscription?.endpoint ?? ''];
  });
  const subscriptionId = endpoint?.split('/').at(-1) ?? '';
  expect(subscriptionId).not.toBe('');

  const [slotId] = [...(await freeSlotsByDay(artist)).values()].flat();
  const { requestId } = await sentRequest(artist, slotId ?? '', { firstName: 'Noor', lastName: 'Haddad' });
  await expect
    .poll(async () => (await receivedFor(subscriptionId)).map((message) => JSON.parse(message.text)), {
      timeout: 20_000,
    })
    .toEqual([
      {
        title: 'New request',
        body: 'Noor Haddad asks you for a booking',
        url: `/app/requests/${requestId}`,
        tag: `request:${requestId}`,
      },
    ]);

  await shotsAndAxe(page, 'push', 'devices');
});
