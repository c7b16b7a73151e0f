import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { adminLinkProviderForUser } from './admin-link-provider-for-user.ts';
import { confirmSignUp } from './confirm-sign-up.ts';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token.ts';
import { adminUserGlobalSignOut, globalSignOut } from './global-sign-out.ts';
import { PASSWORD_TARGETS, passwordPolicyGuard } from './password-policy-guard.ts';
import { resendConfirmationCode } from './resend-confirmation-code.ts';
import { SIGN_IN_TARGETS, signInErrors } from './sign-in-errors.ts';
import { totpRoutes } from './totp/totp-routes.ts';
import { updateUserAttributes } from './update-user-attributes.ts';

/**
 * cognito-local's router with what the product needs of Cognito and it lacks: the targets it does
 * not know, and Cognito's behaviour on a few it knows. Everything else passes through unchanged.
 */
export function shimRouter(base: Router, services: Services): Router {
  const extra: Record<string, Route> = {
    GetTokensFromRefreshToken: getTokensFromRefreshToken(base),
    ResendConfirmationCode: resendConfirmationCode(services),
    GlobalSignOut: globalSignOut(services),
    AdminUserGlobalSignOut: adminUserGlobalSignOut(services),
    ConfirmSignUp: confirmSignUp(base, services),
    UpdateUserAttributes: updateUserAttributes(base, services),
    AdminLinkProviderForUser: adminLinkProviderForUser(services),
    ...Object.fromEntries(
      PASSWORD_TARGETS.map((target) => [target, passwordPolicyGuard(target, base, services)]),
    ),
    ...Object.fromEntries(SIGN_IN_TARGETS.map((target) => [target, signInErrors(target, base)])),
  };
  const inner: Router = (target) => extra[target] ?? base(target);
  // The TOTP second factor's rules (ADR 0073), over the targets above.
  const totp: Record<string, Route> = totpRoutes(inner, services);
  return (target) => totp[target] ?? inner(target);
}
