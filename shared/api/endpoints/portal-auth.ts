import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/portal-auth.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const requestPortalLogin = {
  method: 'POST',
  path: '/portal/login',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
export const confirmPortalCode = {
  method: 'POST',
  path: '/portal/login/otp',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
export const confirmPortalLink = {
  method: 'POST',
  path: '/portal/login/link',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
/** An email's button: its sign-in link's token, posted on the page's button press (ADR 0085). */
export const confirmEmailSignIn = {
  method: 'POST',
  path: '/portal/login/email',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
export const logoutPortal = {
  method: 'POST',
  path: '/auth/logout',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
export const getPortalJwks = {
  method: 'GET',
  path: '/portal/.well-known/jwks.json',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
export const getPortalOpenIdConfiguration = {
  method: 'GET',
  path: '/portal/.well-known/openid-configuration',
  auth: 'public',
  group: 'portal-auth',
} as const satisfies Endpoint;
export const getMyClientProfile = {
  method: 'GET',
  path: '/portal/me',
  auth: 'client',
  group: 'portal-profile',
} as const satisfies Endpoint;
export const updateMyClientProfile = {
  method: 'PUT',
  path: '/portal/me',
  auth: 'client',
  group: 'portal-profile',
} as const satisfies Endpoint;
