import { createAppApiClient } from './api.ts';
import { translate } from './i18n.ts';
import { portalAuthStrategy } from './portal-auth-strategy.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/** The client portal's session: the stored `auth_token`, renewed by `POST /auth/refresh-token`. */
export const portalAuth = portalAuthStrategy({
  baseUrl: () => getRuntimeConfig().apiBaseUrl,
  message: (code) => translate(`web.errors.${code}`),
});

/** The portal's calls (`/portal/*`): the portal access token, one shared refresh on a 401. */
export const portalApi = createAppApiClient(portalAuth);
