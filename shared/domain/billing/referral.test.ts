import { describe, expect, it } from 'vitest';
import { REFERRAL, referralPriceCents, referralRewardCents } from './price-table.ts';
import { canRefer, referralLink } from './referral.ts';

describe('invite and earn', () => {
  it('needs a paid plan: Pro through Stripe', () => {
    expect(canRefer({ plan: 'pro', stripeCustomerId: 'cus_1' })).toBe(true);
    expect(canRefer({ plan: 'pro' })).toBe(false);
    expect(canRefer({ plan: 'free', stripeCustomerId: 'cus_1' })).toBe(false);
  });

  it('takes 10 % off Pro and gives the inviting artist 10 % of each payment', () => {
    expect(REFERRAL.discountPercent).toBe(10);
    expect(referralPriceCents(1_900)).toBe(1_710);
    expect(referralPriceCents(19_000)).toBe(17_100);
    expect(referralRewardCents(17_100)).toBe(1_710);
    expect(referralRewardCents(1_709)).toBe(170);
  });

  it('shares the sign-up page with the pseudo', () => {
    expect(referralLink('https://inkslot.app', 'ink.master')).toBe(
      'https://inkslot.app/signup?ref=ink.master',
    );
  });
});
