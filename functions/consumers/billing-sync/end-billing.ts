import type { EventPayload } from '#events/define-event.ts';
import type { artistDeleted } from '#events/definitions/account.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';

/**
 * A deleted artist's billing ends (ADR 0055): deleting their Stripe customer ends any subscription
 * at once (Stripe's `customer.subscription.deleted` then finds no artist to update). Already
 * deleted is done, so a redelivered event is harmless.
 */
export async function endBilling(deleted: EventPayload<typeof artistDeleted>): Promise<void> {
  if (!deleted.stripeCustomerId) return;
  const stripe = await getStripe();
  try {
    await stripe.customers.del(deleted.stripeCustomerId);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return;
    throw error;
  }
}
