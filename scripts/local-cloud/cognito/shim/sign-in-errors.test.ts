import { CognitoError, InvalidPasswordError, UserNotConfirmedException } from 'cognito-local/lib/errors.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { describe, expect, it } from 'vitest';
import { signInErrors } from './sign-in-errors.ts';

const ctx = {} as Context;
const failingWith = (error: Error) => () => async () => {
  throw error;
};

describe('sign-in errors as Cognito answers them', () => {
  it('turns a wrong password into NotAuthorizedException', async () => {
    const route = signInErrors('InitiateAuth', failingWith(new InvalidPasswordError()));
    await expect(route(ctx, {})).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('passes the other errors and the results through', async () => {
    const unconfirmed = new UserNotConfirmedException();
    await expect(signInErrors('InitiateAuth', failingWith(unconfirmed))(ctx, {})).rejects.toBe(unconfirmed);
    const route = signInErrors('AdminInitiateAuth', () => async () => ({ AuthenticationResult: {} }));
    await expect(route(ctx, {})).resolves.toEqual({ AuthenticationResult: {} });
    expect(unconfirmed).toBeInstanceOf(CognitoError);
  });
});
