import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import type { FederatedOutcome, FederatedProfile } from '#scripts/local-cloud/cognito/federated-sign-in.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { PROVIDERS, type ProviderPath } from './consent-page.ts';
import { back, formOf, json, preflight, redirect, send } from './hosted-ui-http.ts';
import { ExpiringMap, pkceMatches } from './oauth-codes.ts';
import { providerConsent } from './provider-consent.ts';
import { localTlsCertificate } from './tls-certificate.ts';

export interface HostedUi {
  /** What `config.json` names as the OAuth domain: `<host>:<port>` (Amplify adds `https://`). */
  domain: string;
  origin: string;
  /** The certificate the stand-in serves (self-signed): tests trust it, a browser is told to. */
  certificate: string;
  stop(): Promise<void>;
}

export interface StartHostedUiOptions {
  /** The host name the SPA uses (`localhost` or `127.0.0.1`): the stand-in listens on the same. */
  hostname: string;
  clientId: string;
  /** The app client's callback and sign-out URLs (Cognito's `CallbackURLs` and `LogoutURLs`). */
  redirectUris: readonly string[];
  federate: (profile: FederatedProfile) => Promise<FederatedOutcome>;
  /** Where the certificate is kept between starts (`.local/oauth/`); generated in memory if absent. */
  certificateFile?: string | undefined;
  log: Log;
}

interface PendingSignIn {
  provider: ProviderPath;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

interface IssuedCode {
  redirectUri: string;
  codeChallenge: string;
  tokens: { IdToken: string; AccessToken: string; RefreshToken: string };
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The local stand-in for Cognito's hosted UI and for Google's and Apple's sign-in (ADR 0056), over
 * HTTPS as Amplify requires of an OAuth domain, speaking the same OAuth 2.0 authorization-code flow
 * with PKCE that Amplify's `signInWithRedirect` speaks to Cognito:
 * `GET /oauth2/authorize` (with `identity_provider`) → the provider's consent page → `GET
 * /oauth2/idpresponse` (Cognito federates the identity: cognito/federated-sign-in.ts) → the app's
 * callback with a code → `POST /oauth2/token` (checked against the PKCE verifier, single use) →
 * cognito-local's own tokens; `GET /logout` back to the app.
 */
export async function startHostedUi(options: StartHostedUiOptions): Promise<HostedUi> {
  const tls = await localTlsCertificate(options.certificateFile);
  const pending = new ExpiringMap<PendingSignIn>(TEN_MINUTES);
  const consents = new ExpiringMap<FederatedProfile & { pending: string }>(TEN_MINUTES);
  const codes = new ExpiringMap<IssuedCode>(5 * 60 * 1000);
  const appOrigins = new Set(options.redirectUris.map((uri) => new URL(uri).origin));
  let origin = '';

  const providerAuthorize = providerConsent(consents);

  const authorize = (url: URL, res: ServerResponse) => {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== options.clientId || !options.redirectUris.includes(redirectUri))
      return send(res, 400, 'Unknown client_id or redirect_uri.', 'text/plain; charset=utf-8');
    const fail = (error: string, description: string) =>
      redirect(
        res,
        back(redirectUri, { error, error_description: description, state: q.get('state') ?? '' }),
      );
    const provider = (Object.keys(PROVIDERS) as ProviderPath[]).find(
      (path) => PROVIDERS[path].providerName === q.get('identity_provider'),
    );
    if (q.get('response_type') !== 'code')
      return fail('unsupported_response_type', 'response_type must be code');
    if (!provider) return fail('invalid_request', 'identity_provider must be Google or SignInWithApple');
    const codeChallenge = q.get('code_challenge') ?? '';
    if (q.get('code_challenge_method') !== 'S256' || !codeChallenge)
      return fail('invalid_request', 'PKCE (S256) is required');
    const key = pending.put({ provider, redirectUri, state: q.get('state') ?? '', codeChallenge });
    redirect(res, `/${provider}/authorize?${new URLSearchParams({ pending: key })}`);
  };

  /** Cognito's side of the provider's return: federate, then back to the app with a code. */
  const idpResponse = async (url: URL, res: ServerResponse) => {
    const consent = consents.take(url.searchParams.get('code'));
    const signIn =
      consent && consent.pending === url.searchParams.get('state')
        ? pending.take(consent.pending)
        : undefined;
    if (!consent || !signIn)
      return send(
        res,
        400,
        'This sign-in has expired: start again from the app.',
        'text/plain; charset=utf-8',
      );
    const outcome = await options.federate(consent);
    if (outcome.kind === 'linked' || outcome.kind === 'refused')
      return redirect(
        res,
        back(signIn.redirectUri, {
          error_description: outcome.errorDescription,
          error: 'invalid_request',
          state: signIn.state,
        }),
      );
    const code = codes.put({
      redirectUri: signIn.redirectUri,
      codeChallenge: signIn.codeChallenge,
      tokens: outcome.tokens,
    });
    redirect(res, back(signIn.redirectUri, { code, state: signIn.state }));
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const form = await formOf(req);
    if (form.get('grant_type') !== 'authorization_code')
      return json(appOrigins, res, req, 400, { error: 'unsupported_grant_type' });
    if (form.get('client_id') !== options.clientId)
      return json(appOrigins, res, req, 400, { error: 'invalid_client' });
    const issued = codes.take(form.get('code'));
    if (
      !issued ||
      issued.redirectUri !== form.get('redirect_uri') ||
      !pkceMatches(form.get('code_verifier') ?? '', issued.codeChallenge)
    )
      return json(appOrigins, res, req, 400, { error: 'invalid_grant' });
    json(appOrigins, res, req, 200, {
      id_token: issued.tokens.IdToken,
      access_token: issued.tokens.AccessToken,
      refresh_token: issued.tokens.RefreshToken,
      expires_in: 3600,
      token_type: 'Bearer',
    });
  };

  const logout = (url: URL, res: ServerResponse) => {
    const to = url.searchParams.get('logout_uri') ?? '';
    if (url.searchParams.get('client_id') !== options.clientId || !options.redirectUris.includes(to))
      return send(res, 400, 'Unknown client_id or logout_uri.', 'text/plain; charset=utf-8');
    redirect(res, to);
  };

  const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const [, area, action] = url.pathname.split('/');
    const handle = async () => {
      if (req.method === 'OPTIONS') return preflight(appOrigins, req, res);
      if (url.pathname === '/favicon.ico') return send(res, 204, '');
      if (area === 'oauth2' && action === 'authorize' && req.method === 'GET') return authorize(url, res);
      if (area === 'oauth2' && action === 'idpresponse' && req.method === 'GET') return idpResponse(url, res);
      if (area === 'oauth2' && action === 'token' && req.method === 'POST') return token(req, res);
      if (area === 'oauth2' && action === 'revoke' && req.method === 'POST')
        return json(appOrigins, res, req, 200, {});
      if (area === 'logout' && req.method === 'GET') return logout(url, res);
      if ((area === 'google' || area === 'apple') && action === 'authorize')
        return providerAuthorize(area, url, req, res);
      send(res, 404, 'Not found.', 'text/plain; charset=utf-8');
    };
    handle().catch((error: unknown) => {
      options.log.error('oauth', `${req.method} ${url.pathname} failed: ${(error as Error)?.stack ?? error}`);
      if (!res.headersSent) send(res, 500, 'The local sign-in stand-in failed.', 'text/plain; charset=utf-8');
    });
  });
  keepIdleSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.hostname === 'localhost' ? '127.0.0.1' : options.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const domain = `${options.hostname}:${port}`;
  origin = `https://${domain}`;
  options.log.info('oauth', `hosted UI, Google and Apple stand-in ready on ${origin}`);
  return { domain, origin, certificate: tls.cert, stop: () => closeServer(server) };
}
