import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { ConsentStatuses } from '#shared/api/contracts/consent.ts';
import { consentStatusesPath } from '#web/src/features/today/api/offline-keys.ts';
import { type ApiError, isNetworkError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';
import { keepOffline, readOffline } from '#web/src/lib/offline-snapshot.ts';

/**
 * `GET /me/consents?bookingIds=` (`listMyConsentStatuses`, ADR 0088): where the consent of each listed
 * booking stands; none listed, nothing asked. Kept for reading offline; without a network, the
 * answer last kept for the same bookings (ADR 0099).
 */
export function useConsentStatuses(bookingIds: readonly string[]): ConsentStatuses | undefined {
  const key = bookingIds.length > 0 ? consentStatusesPath(bookingIds) : null;
  const { data, error } = useSWR<ConsentStatuses, ApiError>(
    key,
    (path: string) => artistApi.get<ConsentStatuses>(path),
    { revalidateOnFocus: true, onSuccess: (statuses, path) => void keepOffline(path, statuses) },
  );
  const [kept, setKept] = useState<ConsentStatuses>();
  const offline = !data && key !== null && isNetworkError(error);
  useEffect(() => {
    if (!offline || !key) return;
    let live = true;
    void readOffline<ConsentStatuses>(key).then((answer) => live && setKept(answer?.data));
    return () => {
      live = false;
    };
  }, [offline, key]);
  return data ?? (offline ? kept : undefined);
}
