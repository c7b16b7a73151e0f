import useSWR from 'swr';
import type { PaymentAccount } from '#shared/api/contracts/billing.ts';
import * as billingEndpoints from '#shared/api/endpoints/billing.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/payments/account` (`getMyPaymentAccount`): the artist's Stripe account for deposits (ADR 0057). */
function getMyPaymentAccount(): Promise<PaymentAccount> {
  return artistApi.get<PaymentAccount>(billingEndpoints.getMyPaymentAccount.path);
}

export function useMyPaymentAccount() {
  return useSWR<PaymentAccount, ApiError>(billingEndpoints.getMyPaymentAccount.path, getMyPaymentAccount);
}
