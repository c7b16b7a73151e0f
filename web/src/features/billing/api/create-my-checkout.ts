import * as billingEndpoints from '#shared/api/endpoints/billing.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/billing/checkout` (`createMyCheckout`): Stripe's hosted checkout for Pro, monthly or yearly. */
export function createMyCheckout(interval: 'monthly' | 'yearly'): Promise<{ url: string }> {
  return artistApi.post<{ url: string }>(billingEndpoints.createMyCheckout.path, { interval });
}
