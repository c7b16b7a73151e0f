import type { SWRConfiguration } from 'swr';
import { api } from './api.ts';

/** SWR's default fetcher: the key is the API path of a GET. */
const apiFetcher = <T>(path: string) => api.get<T>(path);

/**
 * The client already retries a GET once on transient statuses, so SWR does not retry on its own,
 * and a 404 (unknown pseudo, artist not onboarded) is an answer, not a failure to retry.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};
