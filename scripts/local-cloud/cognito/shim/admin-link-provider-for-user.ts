import { InvalidParameterError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';

interface ProviderUser {
  ProviderName?: string;
  ProviderAttributeName?: string;
  ProviderAttributeValue?: string;
}

/** One linked identity, as Cognito lists them in the `identities` attribute and ID token claim. */
export interface LinkedIdentity {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: null;
  primary: 'false';
  dateCreated: string;
}

/** The identities linked to a user (its `identities` attribute, a JSON array). */
export function identitiesOf(user: Pick<User, 'Attributes'>): LinkedIdentity[] {
  const value = user.Attributes.find((attribute) => attribute.Name === 'identities')?.Value;
  if (!value) return [];
  try {
    return JSON.parse(value) as LinkedIdentity[];
  } catch {
    return [];
  }
}

/**
 * `AdminLinkProviderForUser`, which cognito-local lacks: links a Google or Apple identity to an
 * existing user (the destination, a `Cognito` user), as Cognito does, by adding it to the user's
 * `identities`. A later federated sign-in with that identity then signs in as that user.
 */
export function adminLinkProviderForUser(services: Services): Route {
  return async (
    ctx,
    req: { UserPoolId?: string; DestinationUser?: ProviderUser; SourceUser?: ProviderUser },
  ) => {
    const { DestinationUser: destination, SourceUser: source } = req;
    if (destination?.ProviderName !== 'Cognito' || !destination.ProviderAttributeValue)
      throw new InvalidParameterError('DestinationUser must be a Cognito user');
    if (
      !source?.ProviderName ||
      source.ProviderName === 'Cognito' ||
      source.ProviderAttributeName !== 'Cognito_Subject' ||
      !source.ProviderAttributeValue
    )
      throw new InvalidParameterError('SourceUser must be an external identity (Cognito_Subject)');
    const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId ?? '');
    const user = await userPool.getUserByUsername(ctx, destination.ProviderAttributeValue);
    if (!user) throw new UserNotFoundError('User does not exist.');
    const identities = identitiesOf(user).filter(
      (identity) =>
        !(identity.providerName === source.ProviderName && identity.userId === source.ProviderAttributeValue),
    );
    identities.push({
      userId: source.ProviderAttributeValue,
      providerName: source.ProviderName,
      providerType: source.ProviderName,
      issuer: null,
      primary: 'false',
      dateCreated: String(Date.now()),
    });
    await userPool.saveUser(ctx, {
      ...user,
      Attributes: [
        ...user.Attributes.filter((attribute) => attribute.Name !== 'identities'),
        { Name: 'identities', Value: JSON.stringify(identities) },
      ],
      UserLastModifiedDate: new Date(),
    });
    return {};
  };
}
