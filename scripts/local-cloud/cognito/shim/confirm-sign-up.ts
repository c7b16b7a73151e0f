import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { attribute, attributesAppend } from 'cognito-local/lib/services/userPoolService.js';

/**
 * cognito-local's `ConfirmSignUp`, plus what Cognito does and it does not: a code that proves the
 * email also marks it verified (`email_verified: true`), before the PostConfirmation trigger runs.
 */
export function confirmSignUp(base: Router, services: Services): Route {
  return async (ctx, req: { ClientId: string; Username: string; ConfirmationCode: string }) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (user?.ConfirmationCode && user.ConfirmationCode === req.ConfirmationCode) {
      await userPool.saveUser(ctx, {
        ...user,
        Attributes: attributesAppend(user.Attributes, attribute('email_verified', 'true')),
      });
    }
    return base('ConfirmSignUp')(ctx, req);
  };
}
