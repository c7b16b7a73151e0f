import Stripe from 'stripe';
import type { Log } from '#scripts/local-cloud/log.ts';
import type { SendEvent } from './stripe-context.ts';
import { nowSeconds, type StripeObject, type StripeState, stripeId } from './stripe-state.ts';

const API_VERSION = '2025-10-29.clover';
/** Delays between delivery attempts (Stripe retries for days; scaled down here). */
const RETRY_DELAYS_MS = [500, 2_000, 5_000, 15_000];

export interface WebhookOptions {
  webhookUrl: string;
  webhookSecret: string;
  connectWebhookSecret?: string;
  log: Log;
}

/**
 * Events posted to the webhook URL, signed with Stripe's scheme (`t=…,v1=HMAC-SHA256(t.payload)`,
 * written by the SDK's own helper) and retried on failure; each is kept in the state's events.
 */
export function stripeWebhooks(options: WebhookOptions, state: StripeState, save: () => void) {
  const signer = new Stripe('sk_test_stand_in');
  const timers = new Set<NodeJS.Timeout>();

  const deliver = async (event: StripeObject, timestamp?: number): Promise<number> => {
    const payload = JSON.stringify(event, null, 2);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: (event.account ? options.connectWebhookSecret : undefined) ?? options.webhookSecret,
      ...(timestamp !== undefined && { timestamp }),
    });
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };

  const send: SendEvent = (type, object, previous, account) => {
    const event: StripeObject = {
      id: stripeId('evt'),
      object: 'event',
      ...(account && { account }),
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
    };
    state.events.push(event);
    save();
    const attempt = async (index: number) => {
      const status = await deliver(event);
      if (status >= 200 && status < 300) return;
      const delay = RETRY_DELAYS_MS[index];
      if (delay === undefined) {
        options.log.error('stripe', `event ${event.id} (${type}) not accepted: ${status}`);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(index + 1);
      }, delay);
      timers.add(timer);
    };
    void attempt(0);
  };

  /** Stops the pending retries. */
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
  };

  return { deliver, send, stop };
}
