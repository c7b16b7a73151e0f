import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/payments/account/link` (`createMyPaymentAccountLink`): Stripe's hosted onboarding. */
export const createMyPaymentAccountLinkEndpoint = {
  method: 'POST',
  path: '/me/payments/account/link',
} as const;

export function createMyPaymentAccountLink(): Promise<{ url: string }> {
  return artistApi.post<{ url: string }>(createMyPaymentAccountLinkEndpoint.path);
}
