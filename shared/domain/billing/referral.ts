/**
 * Invite and earn (ADR 0047): who may refer, and the link they share. The discount and the reward
 * are in the price table (`REFERRAL`).
 */

/** Referral needs a paid plan (spec, section 6): Pro, paid through Stripe. */
export function canRefer(artist: { plan: 'free' | 'pro'; stripeCustomerId?: string | undefined }): boolean {
  return artist.plan === 'pro' && Boolean(artist.stripeCustomerId);
}

/** The link an artist shares: the sign-up page with their pseudo (`https://…/signup?ref=demo`). */
export function referralLink(appUrl: string, pseudo: string): string {
  return `${appUrl}/signup?ref=${encodeURIComponent(pseudo)}`;
}
