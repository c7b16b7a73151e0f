import { type ApiClientOptions, type AuthStrategy, createApiClient } from './api-client.ts';
import { translate } from './i18n.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/** A client on `apiBaseUrl` of `config.json`, authenticated the way an area needs (or not at all). */
export function createAppApiClient(strategy: AuthStrategy | null, onError?: ApiClientOptions['onError']) {
  return createApiClient({
    baseUrl: () => getRuntimeConfig().apiBaseUrl,
    auth: () => strategy,
    message: (code) => translate(`web.errors.${code}`),
    ...(onError && { onError }),
  });
}

/** Anonymous calls (public pages). */
export const api = createAppApiClient(null);
