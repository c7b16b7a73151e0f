import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as confirmEmailSignIn } from './confirm-email-sign-in.ts';
import { handler as confirmPortalCode } from './confirm-portal-code.ts';
import { handler as confirmPortalLink } from './confirm-portal-link.ts';
import { handler as getPortalJwks } from './get-portal-jwks.ts';
import { handler as getPortalOpenIdConfiguration } from './get-portal-openid-configuration.ts';
import { handler as logoutPortal } from './logout-portal.ts';
import { handler as refreshPortalToken } from './refresh-portal-token.ts';
import { handler as requestPortalLogin } from './request-portal-login.ts';

export const handler = routeGroup('portal-auth', {
  requestPortalLogin,
  confirmPortalCode,
  confirmPortalLink,
  confirmEmailSignIn,
  refreshPortalToken,
  logoutPortal,
  getPortalJwks,
  getPortalOpenIdConfiguration,
});
