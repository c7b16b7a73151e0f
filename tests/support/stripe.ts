import Stripe from 'stripe';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from '../../scripts/local-cloud/stripe/local-stripe.ts';
import { api } from './api.ts';

/** The unmodified Stripe SDK pointed at the local cloud's Stripe stand-in (ADR 0044). */
export function localStripe(cloud: { env: Record<string, string> }): Stripe {
  const url = new URL(cloud.env.STRIPE_API_URL!);
  return new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
  });
}

/** Posts a body to the webhook route as Stripe does, signed with the endpoint's secret (or not). */
export function postStripeWebhook(
  stripe: Stripe,
  body: string,
  options: { timestamp?: number; signedBody?: string; secret?: string } = {},
) {
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: options.signedBody ?? body,
    secret: options.secret ?? LOCAL_STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return api<{ received?: boolean; error?: { code: string; message: string } }>('/stripe/webhook', {
    body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}
