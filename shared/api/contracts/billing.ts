import * as z from 'zod';

/** `POST /stripe/webhook`: acknowledged (Stripe then stops retrying). */
export const webhookReceived = z.object({ received: z.literal(true) });
