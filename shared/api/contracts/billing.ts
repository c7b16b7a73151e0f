import * as z from 'zod';

/** `POST /stripe/webhook`: acknowledged (Stripe then stops retrying). */
export const webhookReceived = z.object({ received: z.literal(true) });

/** `POST /me/billing/checkout`: Pro, paid monthly or yearly (the price table's two prices). */
export const checkoutBody = z.object({
  interval: z.enum(['monthly', 'yearly'], { error: 'validation.invalidValue' }),
});

/** Where the browser goes next: Stripe's hosted checkout, or its billing portal. */
export const billingRedirect = z.object({ url: z.string() });
