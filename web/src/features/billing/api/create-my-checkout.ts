import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/billing/checkout` (`createMyCheckout`): Stripe's hosted checkout for Pro, monthly or yearly. */
export const createMyCheckoutEndpoint = { method: 'POST', path: '/me/billing/checkout' } as const;

export function createMyCheckout(interval: 'monthly' | 'yearly'): Promise<{ url: string }> {
  return artistApi.post<{ url: string }>(createMyCheckoutEndpoint.path, { interval });
}
