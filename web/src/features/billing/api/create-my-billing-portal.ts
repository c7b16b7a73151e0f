import * as billingEndpoints from '#shared/api/endpoints/billing.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/billing/portal` (`createMyBillingPortal`): Stripe's customer portal (payment method, invoices, cancel). */
export function createMyBillingPortal(): Promise<{ url: string }> {
  return artistApi.post<{ url: string }>(billingEndpoints.createMyBillingPortal.path);
}
