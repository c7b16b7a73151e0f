import {
  clientProfile,
  clientProfileInput,
  emailSignedIn,
  emailSignInInput,
  portalAccessToken,
  portalCodeInput,
  portalJwks,
  portalLinkInput,
  portalLoggedOut,
  portalLoginAccepted,
  portalLoginInput,
  portalOpenIdConfiguration,
} from '#shared/api/contracts/portal-auth.ts';
import * as signIn from '#shared/api/endpoints/portal-auth.ts';
import * as session from '#shared/api/endpoints/portal-session.ts';
import { RATE_LIMITS } from '#shared/api/rate-limits.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** Keys change rarely; API Gateway and the local gateway fetch them again on an unknown `kid`. */
const PORTAL_KEYS_CACHE = 'public, max-age=300';

/**
 * The client portal's sign-in (an emailed code or magic link), its sessions (an access token and a
 * rotating httpOnly refresh cookie) and the client's own information
 * (docs/decisions/0024-portal-sessions.md). The refresh cookie is scoped to `/api/auth`.
 */
export const portalAuthRoutes = defineRoutes(
  { ...signIn, ...session },
  {
    requestPortalLogin: {
      handler: 'functions/http/portal-auth/request-portal-login.ts',
      contract: { body: portalLoginInput, response: portalLoginAccepted },
      status: 202,
      rateLimits: RATE_LIMITS.portalLogin,
    },
    confirmPortalCode: {
      handler: 'functions/http/portal-auth/confirm-portal-code.ts',
      contract: { body: portalCodeInput, response: portalAccessToken },
      rateLimits: RATE_LIMITS.portalCode,
    },
    confirmPortalLink: {
      handler: 'functions/http/portal-auth/confirm-portal-link.ts',
      contract: { body: portalLinkInput, response: portalAccessToken },
      rateLimits: RATE_LIMITS.portalLink,
    },
    confirmEmailSignIn: {
      handler: 'functions/http/portal-auth/confirm-email-sign-in.ts',
      contract: { body: emailSignInInput, response: emailSignedIn },
      // The portal link's limits (ADR 0085): a source's guesses are bounded as for the link.
      rateLimits: RATE_LIMITS.portalLink,
    },
    refreshPortalToken: {
      handler: 'functions/http/portal-auth/refresh-portal-token.ts',
      contract: { response: portalAccessToken },
      rateLimits: RATE_LIMITS.portalSession,
    },
    logoutPortal: {
      handler: 'functions/http/portal-auth/logout-portal.ts',
      contract: { response: portalLoggedOut },
      rateLimits: RATE_LIMITS.portalSession,
    },
    getPortalJwks: {
      handler: 'functions/http/portal-auth/get-portal-jwks.ts',
      contract: { response: portalJwks },
      cacheControl: PORTAL_KEYS_CACHE,
    },
    getPortalOpenIdConfiguration: {
      handler: 'functions/http/portal-auth/get-portal-openid-configuration.ts',
      contract: { response: portalOpenIdConfiguration },
      cacheControl: PORTAL_KEYS_CACHE,
    },
    getMyClientProfile: {
      handler: 'functions/http/portal-profile/get-my-client-profile.ts',
      contract: { response: clientProfile },
    },
    updateMyClientProfile: {
      handler: 'functions/http/portal-profile/update-my-client-profile.ts',
      contract: { body: clientProfileInput, response: clientProfile },
    },
  },
);
