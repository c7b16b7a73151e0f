import { inject } from 'vitest';
import type { PushSubscriptionJson, ReceivedPush } from '#scripts/local-cloud/push/start-push.ts';

/**
 * The local push service as a test meets it, over its HTTP API (scripts/local-cloud/push/): a
 * browser's subscription bound to a VAPID key, what it received (decrypted), an unsubscription
 * (its endpoint then answers 410).
 */
export const pushService = {
  async subscribe(applicationServerKey: string): Promise<PushSubscriptionJson & { id: string }> {
    const answer = await fetch(`${inject('localCloud').urls.push}/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey }),
    });
    if (answer.status !== 201) throw new Error(`subscribe answered ${answer.status}`);
    const subscription = (await answer.json()) as PushSubscriptionJson;
    return { ...subscription, id: subscription.endpoint.split('/').at(-1) ?? '' };
  },
  async received(subscriptionId: string): Promise<ReceivedPush[]> {
    const url = `${inject('localCloud').urls.push}/messages?subscription=${subscriptionId}`;
    return (await (await fetch(url)).json()) as ReceivedPush[];
  },
  /** What a subscription received once there are at least `count` messages (or the wait is over). */
  async waitFor(subscriptionId: string, count = 1, waitMs = 15_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const messages = await pushService.received(subscriptionId);
      if (messages.length >= count || Date.now() > deadline) return messages;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
  async unsubscribe(subscriptionId: string): Promise<void> {
    const url = `${inject('localCloud').urls.push}/subscriptions/${subscriptionId}`;
    const answer = await fetch(url, { method: 'DELETE' });
    if (answer.status !== 204) throw new Error(`unsubscribe answered ${answer.status}`);
  },
};
