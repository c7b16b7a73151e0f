import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:https';
import { inject } from 'vitest';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to the OAuth stand-in, trusting its self-signed certificate (no redirect followed). */
export function oauthRequest(
  url: string,
  init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<HttpsAnswer> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? (body ? 'POST' : 'GET'),
        ca: inject('localCloud').oauthCertificate,
        headers: {
          ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A browser's cookie jar for one host, as much as the sign-in flow needs. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(answer: HttpsAnswer) {
    const set = answer.headers['set-cookie'] ?? [];
    for (const line of Array.isArray(set) ? set : [set]) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

export interface SocialSignIn {
  /** Where the flow came back to the app: `/login?code=&state=` or `/login?error=...`. */
  callback: URL;
  /** The token endpoint's answer for the code, when there was one. */
  tokens?: { id_token: string; access_token: string; refresh_token: string; expires_in: number };
  verifier: string;
}

/**
 * What Amplify's `signInWithRedirect` and the browser do, step by step: authorize with PKCE, the
 * provider's consent page (its form posted, unless the provider's session remembers the tester),
 * the hosted UI's return to `/login`, then the code exchanged for tokens as the SPA does.
 */
export async function signInWith(
  provider: 'Google' | 'SignInWithApple',
  person: {
    name: string;
    email: string /** The provider vouches for the email (default). */;
    emailVerified?: boolean;
  },
  jar = new CookieJar(),
  options: { exchange?: boolean } = {},
): Promise<SocialSignIn> {
  const { urls, userPoolClientId } = inject('localCloud');
  const verifier = randomBytes(48).toString('base64url');
  const state = randomBytes(16).toString('hex');
  const redirectUri = `${urls.app}/login`;
  const authorize = new URL('/oauth2/authorize', urls.oauth);
  for (const [key, value] of Object.entries({
    identity_provider: provider,
    redirect_uri: redirectUri,
    response_type: 'code',
    client_id: userPoolClientId,
    scope: 'openid email profile',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(key, value);

  const follow = (answer: HttpsAnswer) => new URL(String(answer.headers.location), urls.oauth);
  const toProvider = await oauthRequest(authorize.toString());
  if (toProvider.status !== 302)
    throw new Error(`authorize answered ${toProvider.status}: ${toProvider.body}`);
  const consentUrl = follow(toProvider);
  let consent = await oauthRequest(consentUrl.toString(), { headers: jar.header() });
  if (consent.status === 200) {
    consent = await oauthRequest(consentUrl.toString(), {
      form: {
        pending: consentUrl.searchParams.get('pending') ?? '',
        name: person.name,
        email: person.email,
        // A ticked box posts its value; an unticked one is absent.
        ...(person.emailVerified !== false && { email_verified: 'true' }),
      },
      headers: jar.header(),
    });
  }
  jar.keep(consent);
  if (consent.status !== 302) throw new Error(`consent answered ${consent.status}: ${consent.body}`);
  const back = await oauthRequest(follow(consent).toString());
  const callback = new URL(String(back.headers.location));
  const code = callback.searchParams.get('code');
  if (!code || options.exchange === false) return { callback, verifier };
  expectState(callback, state);
  const exchanged = await oauthRequest(new URL('/oauth2/token', urls.oauth).toString(), {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: userPoolClientId,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    },
    headers: { origin: urls.app },
  });
  if (exchanged.status !== 200) throw new Error(`token answered ${exchanged.status}: ${exchanged.body}`);
  return { callback, verifier, tokens: JSON.parse(exchanged.body) };
}

function expectState(callback: URL, state: string) {
  if (callback.searchParams.get('state') !== state) throw new Error(`state not echoed: ${callback}`);
}
