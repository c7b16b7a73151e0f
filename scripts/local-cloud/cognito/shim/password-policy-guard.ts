import { CognitoError, InvalidPasswordError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { decodeJwt } from 'jose';
import { passwordPolicyViolation } from '#scripts/local-cloud/cognito/password-policy.ts';

type Request = Record<string, unknown>;

/** Where each password-setting target names its pool and its new password. */
const TARGETS: Record<
  string,
  { password: string; pool: (services: Services, ctx: Context, req: Request) => Promise<string> }
> = {
  SignUp: { password: 'Password', pool: byClient },
  ConfirmForgotPassword: { password: 'Password', pool: byClient },
  AdminSetUserPassword: { password: 'Password', pool: async (_s, _c, req) => String(req.UserPoolId) },
  ChangePassword: {
    password: 'ProposedPassword',
    pool: async (_s, _c, req) => poolOfToken(String(req.AccessToken)),
  },
};

export const PASSWORD_TARGETS = Object.keys(TARGETS);

/**
 * cognito-local stores any password; Cognito checks the pool's policy. This checks it before the
 * targets that set a password, with Cognito's error (`InvalidPasswordException`). A wrong current
 * password in `ChangePassword` is Cognito's `NotAuthorizedException`, not cognito-local's
 * `InvalidPasswordException` (which would read as a policy failure).
 */
export function passwordPolicyGuard(target: string, base: Router, services: Services): Route {
  const spec = TARGETS[target];
  if (!spec) throw new Error(`${target} sets no password`);
  return async (ctx, req: Request) => {
    const password = req[spec.password];
    if (typeof password === 'string') {
      const userPool = await services.cognito.getUserPool(ctx, await spec.pool(services, ctx, req));
      const violation = passwordPolicyViolation(userPool.options.Policies?.PasswordPolicy, password);
      if (violation) {
        throw new CognitoError(
          'InvalidPasswordException',
          `Password did not conform with policy: ${violation}`,
        );
      }
    }
    try {
      return await base(target)(ctx, req);
    } catch (error) {
      if (target === 'ChangePassword' && error instanceof InvalidPasswordError)
        throw new NotAuthorizedError('Incorrect username or password.');
      throw error;
    }
  };
}

async function byClient(services: Services, ctx: Context, req: Request) {
  return (await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId))).options.Id;
}

function poolOfToken(token: string) {
  try {
    return (
      String(decodeJwt(token).iss ?? '')
        .split('/')
        .at(-1) ?? ''
    );
  } catch {
    return '';
  }
}
