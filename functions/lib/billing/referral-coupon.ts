import type Stripe from 'stripe';
import { REFERRAL } from '#shared/domain/billing/price-table.ts';

let ensured = false;

/**
 * The referral coupon's id, created in the Stripe account the first time it is needed (10 % off,
 * for as long as the subscription lasts; ADR 0047): one less manual step per account. Two first
 * checkouts at once: the loser's create fails with `resource_already_exists`, which is the same.
 */
export async function referralCoupon(stripe: Stripe): Promise<string> {
  if (ensured) return REFERRAL.stripeCouponId;
  try {
    await stripe.coupons.retrieve(REFERRAL.stripeCouponId);
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
    try {
      await stripe.coupons.create({
        id: REFERRAL.stripeCouponId,
        percent_off: REFERRAL.discountPercent,
        duration: 'forever',
        name: `Inkslot referral: ${REFERRAL.discountPercent}% off Pro`,
      });
    } catch (created) {
      if ((created as { code?: string }).code !== 'resource_already_exists') throw created;
    }
  }
  ensured = true;
  return REFERRAL.stripeCouponId;
}
