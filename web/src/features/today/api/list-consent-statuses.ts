import useSWR from 'swr';
import type { ConsentStatuses } from '#shared/api/contracts/consent.ts';
import * as consentEndpoints from '#shared/api/endpoints/consent.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/**
 * `GET /me/consents?bookingIds=` (`listMyConsentStatuses`, ADR 0088): where the consent of each listed
 * booking stands; none listed, nothing asked.
 */
export function useConsentStatuses(bookingIds: readonly string[]) {
  const key =
    bookingIds.length > 0
      ? `${consentEndpoints.listMyConsentStatuses.path}?bookingIds=${bookingIds.map(encodeURIComponent).join(',')}`
      : null;
  return useSWR<ConsentStatuses, ApiError>(key, (path: string) => artistApi.get<ConsentStatuses>(path), {
    revalidateOnFocus: true,
  });
}
