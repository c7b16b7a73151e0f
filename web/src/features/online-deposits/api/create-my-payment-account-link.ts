import * as billingEndpoints from '#shared/api/endpoints/billing.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/payments/account/link` (`createMyPaymentAccountLink`): Stripe's hosted onboarding. */
export function createMyPaymentAccountLink(): Promise<{ url: string }> {
  return artistApi.post<{ url: string }>(billingEndpoints.createMyPaymentAccountLink.path);
}
