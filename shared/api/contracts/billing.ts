import * as z from 'zod';

/** `POST /stripe/webhook`: acknowledged (Stripe then stops retrying). */
export const webhookReceived = z.object({ received: z.literal(true) });

/** `POST /me/billing/checkout`: Pro, paid monthly or yearly (the price table's two prices). */
export const checkoutBody = z.object({
  interval: z.enum(['monthly', 'yearly'], { error: 'validation.invalidValue' }),
});

/** Where the browser goes next: Stripe's hosted checkout, or its billing portal. */
export const billingRedirect = z.object({ url: z.string() });

/**
 * `GET /me/payments/account`: the artist's Stripe account for deposits paid online (ADR 0057):
 * none yet, onboarding not finished, or taking card payments; and the platform's share.
 */
const PAYMENT_ACCOUNT_STATUSES = ['none', 'pending', 'ready'] as const;
export const paymentAccount = z.object({
  status: z.enum(PAYMENT_ACCOUNT_STATUSES),
  feePercent: z.number(),
});
export type PaymentAccount = z.infer<typeof paymentAccount>;

/** `GET /me/referrals`: invite and earn (ADR 0047). */
export const myReferrals = z.object({
  /** Referral needs a paid plan: false on Free (the page says why), and no link then. */
  eligible: z.boolean(),
  link: z.string().optional(),
  discountPercent: z.number().int(),
  rewardPercent: z.number().int(),
  /** The artists who signed up through the link, latest first. */
  referrals: z.array(
    z.object({
      displayName: z.string(),
      pseudo: z.string(),
      joinedAt: z.string(),
      /** Pro now: their payments earn credit. */
      pro: z.boolean(),
    }),
  ),
  /** Credit earned on their payments, per currency (upper case), in cents. */
  earned: z.record(z.string(), z.number().int()),
});
export type MyReferrals = z.infer<typeof myReferrals>;
