import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/billing/portal` (`createMyBillingPortal`): Stripe's customer portal (payment method, invoices, cancel). */
export const createMyBillingPortalEndpoint = { method: 'POST', path: '/me/billing/portal' } as const;

export function createMyBillingPortal(): Promise<{ url: string }> {
  return artistApi.post<{ url: string }>(createMyBillingPortalEndpoint.path);
}
