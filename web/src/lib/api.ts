import { type ApiClientOptions, type AuthStrategy, createApiClient } from './api-client.ts';
import { translate } from './i18n.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/**
 * `fetch`, and when the API asks for a proof of work (428: the booking and demand forms, ADR 0068)
 * the solver, loaded only then, which sends the call once more with it.
 */
const fetchWithProof: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  return response.status === 428
    ? (await import('./proof-of-work.ts')).sendWithProof(input, init, response)
    : response;
};

/** A client on `apiBaseUrl` of `config.json`, authenticated the way an area needs (or not at all). */
export function createAppApiClient(strategy: AuthStrategy | null, onError?: ApiClientOptions['onError']) {
  return createApiClient({
    baseUrl: () => getRuntimeConfig().apiBaseUrl,
    auth: () => strategy,
    message: (code) => translate(`web.errors.${code}`),
    ...(onError && { onError }),
    fetch: fetchWithProof,
  });
}

/** Anonymous calls (public pages). */
export const api = createAppApiClient(null);
