import { InvalidParameterError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { attributeValue } from 'cognito-local/lib/services/userPoolService.js';
import { maskEmail } from './mask-destination.ts';

/**
 * `ResendConfirmationCode`, which cognito-local lacks: a new code for an unconfirmed user, stored
 * where its ConfirmSignUp looks (`ConfirmationCode`, so the old code stops working) and delivered
 * through the same messages service as sign-up, with the `ResendCode` source (so our CustomMessage
 * trigger writes it).
 */
export function resendConfirmationCode(services: Services): Route {
  return async (
    ctx,
    req: { ClientId: string; Username: string; ClientMetadata?: Record<string, string> },
  ) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const email = attributeValue('email', user.Attributes);
    if (!email)
      throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');

    const code = services.otp();
    const updated = { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() };
    await userPool.saveUser(ctx, updated);
    const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } as const;
    await services.messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      updated,
      code,
      req.ClientMetadata,
      delivery,
    );
    return { CodeDeliveryDetails: { ...delivery, Destination: maskEmail(email) } };
  };
}
