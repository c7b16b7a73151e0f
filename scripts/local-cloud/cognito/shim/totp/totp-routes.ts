import { CognitoError, InvalidParameterError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import { accessTokenUser } from './access-token-user.ts';
import { ChallengeSessions } from './challenge-sessions.ts';

/** The Cognito targets of a TOTP second factor the stand-in answers as Cognito does (ADR 0073). */
export const TOTP_TARGETS = [
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'AdminSetUserMFAPreference',
  'InitiateAuth',
  'AdminInitiateAuth',
  'RespondToAuthChallenge',
  'AdminRespondToAuthChallenge',
] as const;

interface AuthRequest {
  ClientId?: string;
  UserPoolId?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}
interface ChallengeRequest {
  ClientId?: string;
  ChallengeName?: string;
  Session?: string;
  ChallengeResponses?: Record<string, string>;
  ClientMetadata?: Record<string, string>;
}
interface AuthResult {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: { RefreshToken?: string };
}
interface MfaPreference {
  SoftwareTokenMfaSettings?: { Enabled?: boolean; PreferredMfa?: boolean };
  SMSMfaSettings?: { Enabled?: boolean; PreferredMfa?: boolean };
}

const expiredSession = () => new NotAuthorizedError('Invalid session for the user, session is expired.');
const hasTotp = (user: User | null) => Boolean(user?.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA'));

/**
 * cognito-local (5.3) knows these targets but not all of Cognito's rules around them; this adds them:
 * the access token is verified before a software token is associated, verified or preferred; a
 * challenge's `Session` is the one handed out, for that user and app client, for three minutes and
 * five wrong codes; `AdminInitiateAuth` asks a TOTP user for the code instead of handing out tokens
 * on the password alone; a sign-in completed by a code keeps its refresh token (cognito-local
 * forgets it, so the session could not refresh); `AdminSetUserMFAPreference`, which it lacks.
 */
export function totpRoutes(inner: Router, services: Services): Record<(typeof TOTP_TARGETS)[number], Route> {
  const sessions = new ChallengeSessions();

  const withAccessToken =
    (target: string): Route =>
    async (ctx, req: { AccessToken?: string; Session?: string }) => {
      if (!req.AccessToken) {
        throw new InvalidParameterError(
          req.Session
            ? 'MFA_SETUP during sign-in is not offered: the pool makes MFA optional'
            : 'Missing AccessToken',
        );
      }
      await accessTokenUser(services, ctx, req.AccessToken);
      return inner(target)(ctx, req);
    };

  const initiateAuth: Route = async (ctx, req: AuthRequest) => {
    const result = (await inner('InitiateAuth')(ctx, req)) as AuthResult;
    return withOpenChallenge(result, req.ClientId ?? '');
  };

  const withOpenChallenge = (result: AuthResult, clientId: string): AuthResult => {
    if (!result.ChallengeName) return result;
    const Session = sessions.open({
      challengeName: result.ChallengeName,
      clientId,
      username: result.ChallengeParameters?.USER_ID_FOR_SRP ?? '',
    });
    return { ...result, Session };
  };

  const respond: Route = async (ctx, req: ChallengeRequest) => {
    const open = sessions.find(req.Session, req.ChallengeName ?? '', req.ClientId ?? '');
    if (!open || !req.Session) throw expiredSession();
    const userPool = await services.cognito.getUserPoolForClientId(ctx, open.clientId);
    const user = await userPool.getUserByUsername(ctx, req.ChallengeResponses?.USERNAME ?? '');
    if (!user || user.Username !== open.username) throw expiredSession();
    let result: AuthResult;
    try {
      result = (await inner('RespondToAuthChallenge')(ctx, {
        ...req,
        ChallengeResponses: { ...req.ChallengeResponses, USERNAME: user.Username },
      })) as AuthResult;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'CodeMismatchException') sessions.fail(req.Session);
      throw error;
    }
    sessions.close(req.Session);
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    if (refreshToken) {
      const current = (await userPool.getUserByUsername(ctx, user.Username)) ?? user;
      await userPool.storeRefreshToken(ctx, refreshToken, current);
    }
    return result;
  };

  return {
    AssociateSoftwareToken: withAccessToken('AssociateSoftwareToken'),
    VerifySoftwareToken: async (ctx, req: { AccessToken?: string; Session?: string; UserCode?: string }) => {
      try {
        return await withAccessToken('VerifySoftwareToken')(ctx, req);
      } catch (error) {
        // Cognito's answer to a wrong first code: the software token is not enabled.
        if ((error as { code?: unknown }).code === 'CodeMismatchException')
          throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
        throw error;
      }
    },
    SetUserMFAPreference: withAccessToken('SetUserMFAPreference'),
    AdminSetUserMFAPreference: async (
      ctx,
      req: MfaPreference & { UserPoolId?: string; Username?: string },
    ) => {
      const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId ?? '');
      const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      await userPool.saveUser(ctx, preferring(user, req));
      return {};
    },
    InitiateAuth: initiateAuth,
    AdminInitiateAuth: async (ctx, req: AuthRequest) => {
      const password = req.AuthFlow === 'ADMIN_USER_PASSWORD_AUTH' || req.AuthFlow === 'ADMIN_NO_SRP_AUTH';
      if (password && req.ClientId) {
        const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
        const user = await userPool.getUserByUsername(ctx, req.AuthParameters?.USERNAME ?? '');
        // The same checks and challenge as the password flow the SPA uses.
        if (hasTotp(user)) return initiateAuth(ctx, { ...req, AuthFlow: 'USER_PASSWORD_AUTH' });
      }
      return inner('AdminInitiateAuth')(ctx, req);
    },
    RespondToAuthChallenge: respond,
    AdminRespondToAuthChallenge: respond,
  };
}

/** `SetUserMFAPreference`'s rules (cognito-local's), for the admin variant. */
function preferring(user: User, req: MfaPreference): User {
  const software = req.SoftwareTokenMfaSettings;
  if (software?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
    throw new InvalidParameterError('User has not verified software token MFA');
  }
  if (req.SMSMfaSettings?.Enabled) throw new InvalidParameterError('SMS MFA is not enabled for this pool');
  const methods = new Set(user.UserMFASettingList ?? []);
  if (software?.Enabled === true) methods.add('SOFTWARE_TOKEN_MFA');
  if (software?.Enabled === false) methods.delete('SOFTWARE_TOKEN_MFA');
  const preferred =
    software?.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA') ? 'SOFTWARE_TOKEN_MFA' : undefined;
  return { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred };
}

/** The local pool as CDK declares it: MFA optional, TOTP only (a pool kept from before is updated). */
export async function optionalTotp(services: Services, ctx: Context, userPoolId: string) {
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  if (pool.options.MfaConfiguration === 'OPTIONAL') return;
  await pool.updateOptions(ctx, { ...pool.options, MfaConfiguration: 'OPTIONAL' });
}
