import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import type Stripe from 'stripe';
import { env } from '#functions/lib/env.ts';

/** How long a warm function keeps a secret before reading it again (a rotation shows up). */
const PARAMETER_MAX_AGE_SECONDS = 300;

async function secret(name: string): Promise<string> {
  const value = await getParameter(name, { decrypt: true, maxAge: PARAMETER_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || !value) throw new Error(`the SSM parameter ${name} is empty`);
  return value;
}

let client: { key: string; stripe: Stripe } | undefined;

/**
 * The Stripe SDK with the secret key from SSM (ADR 0045). Locally `STRIPE_API_URL` names the
 * stand-in (ADR 0044), which the unmodified SDK reaches through its `host`, `port` and `protocol`.
 */
export async function getStripe(): Promise<Stripe> {
  const key = await secret(env.stripeSecretKeyParameter);
  if (client?.key === key) return client.stripe;
  const local = env.stripeApiUrl ? new URL(env.stripeApiUrl) : undefined;
  // The SDK (every resource: it has no per-resource entry points) is evaluated at the first call that
  // needs it, not at the cold start of a function whose other routes never do (ADR 0105).
  const { default: StripeSdk } = await import('stripe');
  const stripe = new StripeSdk(key, {
    maxNetworkRetries: 2,
    timeout: 8_000,
    ...(local && {
      host: local.hostname,
      port: Number(local.port),
      protocol: local.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
  client = { key, stripe };
  return stripe;
}

/**
 * The webhook endpoints' signing secrets (`whsec_…`), from SSM: the platform's own events, then the
 * Connect endpoint's (the artists' connected accounts, ADR 0057). Both endpoints post to one URL.
 */
export function webhookSecrets(): Promise<string[]> {
  return Promise.all([
    secret(env.stripeWebhookSecretParameter),
    secret(env.stripeConnectWebhookSecretParameter),
  ]);
}
