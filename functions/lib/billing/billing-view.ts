/** The artist's subscription as `GET /me` shows it (ADR 0045); undefined before any checkout. */
export function billingViewOf(artist: {
  stripeCustomerId?: string | undefined;
  subscriptionStatus?: string | undefined;
  billingInterval?: 'monthly' | 'yearly' | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  currentPeriodEnd?: string | undefined;
}) {
  if (!artist.stripeCustomerId) return undefined;
  return {
    ...(artist.billingInterval && { interval: artist.billingInterval }),
    ...(artist.subscriptionStatus && { status: artist.subscriptionStatus }),
    cancelAtPeriodEnd: Boolean(artist.cancelAtPeriodEnd),
    ...(artist.currentPeriodEnd && { currentPeriodEnd: artist.currentPeriodEnd }),
    portal: true,
  };
}
