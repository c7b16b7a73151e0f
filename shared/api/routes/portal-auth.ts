import {
  clientProfile,
  clientProfileInput,
  portalAccessToken,
  portalCodeInput,
  portalJwks,
  portalLinkInput,
  portalLoggedOut,
  portalLoginAccepted,
  portalLoginInput,
  portalOpenIdConfiguration,
} from '../contracts/portal-auth.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { defineRoute } from '../route-types.ts';

/** Keys change rarely; API Gateway and the local gateway fetch them again on an unknown `kid`. */
const PORTAL_KEYS_CACHE = 'public, max-age=300';

/**
 * The client portal's sign-in (an emailed code or magic link), its sessions (an access token and a
 * rotating httpOnly refresh cookie) and the client's own information
 * (docs/decisions/0024-portal-sessions.md). The refresh cookie is scoped to `/api/auth`.
 */
export const portalAuthRoutes = {
  requestPortalLogin: defineRoute({
    method: 'POST',
    path: '/portal/login',
    auth: 'public',
    group: 'portal-auth',
    handler: 'functions/http/portal-auth/request-portal-login.ts',
    contract: { body: portalLoginInput, response: portalLoginAccepted },
    status: 202,
    rateLimits: RATE_LIMITS.portalLogin,
  }),
  confirmPortalCode: defineRoute({
    method: 'POST',
    path: '/portal/login/otp',
    auth: 'public',
    group: 'portal-auth',
    handler: 'functions/http/portal-auth/confirm-portal-code.ts',
    contract: { body: portalCodeInput, response: portalAccessToken },
    rateLimits: RATE_LIMITS.portalCode,
  }),
  confirmPortalLink: defineRoute({
    method: 'POST',
    path: '/portal/login/link',
    auth: 'public',
    group: 'portal-auth',
    handler: 'functions/http/portal-auth/confirm-portal-link.ts',
    contract: { body: portalLinkInput, response: portalAccessToken },
    rateLimits: RATE_LIMITS.portalLink,
  }),
  refreshPortalToken: defineRoute({
    method: 'POST',
    path: '/auth/refresh-token',
    auth: 'public',
    group: 'portal-auth',
    handler: 'functions/http/portal-auth/refresh-portal-token.ts',
    contract: { response: portalAccessToken },
    rateLimits: RATE_LIMITS.portalSession,
  }),
  logoutPortal: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    auth: 'public',
    group: 'portal-auth',
    handler: 'functions/http/portal-auth/logout-portal.ts',
    contract: { response: portalLoggedOut },
    rateLimits: RATE_LIMITS.portalSession,
  }),
  getPortalJwks: defineRoute({
    method: 'GET',
    path: '/portal/.well-known/jwks.json',
    auth: 'public',
    group: 'portal-auth',
    handler: 'functions/http/portal-auth/get-portal-jwks.ts',
    contract: { response: portalJwks },
    cacheControl: PORTAL_KEYS_CACHE,
  }),
  getPortalOpenIdConfiguration: defineRoute({
    method: 'GET',
    path: '/portal/.well-known/openid-configuration',
    auth: 'public',
    group: 'portal-auth',
    handler: 'functions/http/portal-auth/get-portal-openid-configuration.ts',
    contract: { response: portalOpenIdConfiguration },
    cacheControl: PORTAL_KEYS_CACHE,
  }),
  getMyClientProfile: defineRoute({
    method: 'GET',
    path: '/portal/me',
    auth: 'client',
    group: 'portal-profile',
    handler: 'functions/http/portal-profile/get-my-client-profile.ts',
    contract: { response: clientProfile },
  }),
  updateMyClientProfile: defineRoute({
    method: 'PUT',
    path: '/portal/me',
    auth: 'client',
    group: 'portal-profile',
    handler: 'functions/http/portal-profile/update-my-client-profile.ts',
    contract: { body: clientProfileInput, response: clientProfile },
  }),
} as const;
