import Stripe from 'stripe';
import { expect } from 'vitest';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from '#scripts/local-cloud/stripe/local-stripe.ts';
import type { Db } from '#shared/db/service.ts';
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

/**
 * The artist connects their Stripe account (ADR 0057) as in the browser: the onboarding link from
 * `POST /me/payments/account/link`, Stripe's page, submitted; back to the booking settings. Answers
 * the connected account's id.
 */
export async function connectPaymentAccount(
  artist: { sub: string; idToken: string },
  db: Db,
  appUrl: string,
): Promise<string> {
  const link = await api<{ url: string }>('/me/payments/account/link', {
    method: 'POST',
    token: artist.idToken,
  });
  expect(link.status).toBe(200);
  const page = await fetch(link.json.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Set up payments');
  const submitted = await fetch(link.json.url, { method: 'POST', redirect: 'manual' });
  expect(submitted.status).toBe(303);
  expect(submitted.headers.get('location')).toBe(`${appUrl}/app/settings/bookings?payments=done`);
  // Back on the settings page, which asks how the account stands: Stripe says it takes payments.
  const state = await api<{ status: string }>('/me/payments/account', { token: artist.idToken });
  expect(state.json.status).toBe('ready');
  const { data } = await db.entities.artist.get({ artistId: artist.sub }).go({ consistent: true });
  return data!.paymentAccountId!;
}

/** Pays a hosted checkout page of the stand-in with a test card (4242… pays, 4000…0002 is declined). */
export function payCheckout(url: string, card = '4242 4242 4242 4242') {
  return fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }),
    redirect: 'manual',
  });
}
