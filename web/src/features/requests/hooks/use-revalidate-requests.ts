import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The API paths whose answers change when a request is answered or moved. */
const CHANGED = ['/me/requests', '/me/bookings', '/me/slots'];

/** Reads the artist's requests (lists and details), bookings and free slots again. */
export function useRevalidateRequests(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => typeof key === 'string' && CHANGED.some((path) => key.startsWith(path))),
    [mutate],
  );
}
