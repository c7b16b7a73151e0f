import useSWR from 'swr';
import type { PaymentAccount } from '../../../../../shared/api/contracts/billing.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/payments/account` (`getMyPaymentAccount`): the artist's Stripe account for deposits (ADR 0057). */
export const getMyPaymentAccountEndpoint = { method: 'GET', path: '/me/payments/account' } as const;

export function getMyPaymentAccount(): Promise<PaymentAccount> {
  return artistApi.get<PaymentAccount>(getMyPaymentAccountEndpoint.path);
}

export function useMyPaymentAccount() {
  return useSWR<PaymentAccount, ApiError>(getMyPaymentAccountEndpoint.path, getMyPaymentAccount);
}
