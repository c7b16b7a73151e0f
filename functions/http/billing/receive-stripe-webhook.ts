import type Stripe from 'stripe';
import { STRIPE_EVENT_TYPES, stripeEventReceived } from '#events/definitions/billing.ts';
import { outboxItem } from '#events/outbox.ts';
import { webhookSecrets } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { logger } from '#functions/lib/logger.ts';
import { ApiError } from '#shared/api/errors.ts';
import { billingRoutes } from '#shared/api/routes/billing.ts';

/** How long an event id is remembered: Stripe retries a delivery for up to three days. */
const SEEN_FOR_SECONDS = 30 * 24 * 60 * 60;
const HANDLED = new Set<string>(STRIPE_EVENT_TYPES);

/**
 * `POST /stripe/webhook`: Stripe's events (ADR 0045). The signature is checked on the raw body with
 * the endpoint's secret (`constructEvent`, five minutes' tolerance): a bad or stale one answers 400
 * and writes nothing. A handled type is recorded once by its event id, with `stripe.event-received`
 * in the outbox of the same transaction (a redelivery finds the record and changes nothing); the
 * billing-sync consumer applies it. Answers fast: no call to Stripe here.
 */
export const handler = httpHandler(billingRoutes.receiveStripeWebhook, async ({ event, correlationId }) => {
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64')
    : Buffer.from(event.body ?? '', 'utf8');
  const signature = event.headers?.['stripe-signature'];
  if (!signature) throw new ApiError(400, 'invalid_signature');
  // Verifying needs the endpoints' secrets only: no API key, no client. The platform's endpoint and
  // the Connect endpoint (the artists' accounts, ADR 0057) each sign with their own.
  // The SDK is evaluated at the first route that needs it, not at the group's cold start (ADR 0105).
  const { default: StripeSdk } = await import('stripe');
  const received = (await webhookSecrets()).reduce<Stripe.Event | undefined>((found, secret) => {
    if (found) return found;
    try {
      return StripeSdk.webhooks.constructEvent(raw, signature, secret);
    } catch {
      return undefined;
    }
  }, undefined);
  if (!received) throw new ApiError(400, 'invalid_signature');
  if (!HANDLED.has(received.type)) return { received: true } as const;

  const refs = referencesOf(received);
  const now = new Date();
  const result = await getDb()
    .transaction.write(({ processedEvent, outboxEvent }) => [
      processedEvent
        .create({
          consumer: 'stripe-webhook',
          effectKey: received.id,
          expiresAt: Math.floor(now.getTime() / 1000) + SEEN_FOR_SECONDS,
        })
        .commit(),
      outboxEvent
        .create(
          outboxItem(
            stripeEventReceived,
            {
              stripeEventId: received.id,
              type: received.type as (typeof STRIPE_EVENT_TYPES)[number],
              created: received.created,
              ...refs,
            },
            { correlationId: `stripe:${received.id}`, now },
          ),
        )
        .commit(),
    ])
    .go();
  if (result.canceled) {
    if (result.data[0]?.code !== 'ConditionalCheckFailed')
      throw new Error(`webhook record canceled: ${correlationId}`);
    logger.info('stripe event already recorded', { stripeEventId: received.id });
  }
  return { received: true } as const;
});

const idOf = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value && 'id' in value
      ? String(value.id)
      : undefined;

/** The customer, subscription, invoice and artist an event names (whatever its object). */
function referencesOf(received: Stripe.Event) {
  const object = received.data.object as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, string>;
  const subscriptionId =
    object.object === 'subscription'
      ? idOf(object.id)
      : (idOf(object.subscription) ??
        idOf(
          (object.parent as { subscription_details?: { subscription?: unknown } } | undefined)
            ?.subscription_details?.subscription,
        ));
  const artistId =
    metadata.artistId ??
    (typeof object.client_reference_id === 'string' ? object.client_reference_id : undefined);
  return {
    ...(idOf(object.customer) && { customerId: idOf(object.customer) }),
    ...(subscriptionId && { subscriptionId }),
    ...(object.object === 'invoice' && { invoiceId: String(object.id) }),
    ...(artistId && { artistId }),
    // An event of an artist's connected account (ADR 0057): a deposit's checkout.
    ...(received.account && { accountId: received.account }),
    ...(object.object === 'checkout.session' && { checkoutSessionId: String(object.id) }),
  };
}
