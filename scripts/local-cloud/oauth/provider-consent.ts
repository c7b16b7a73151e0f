import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FederatedProfile } from '#scripts/local-cloud/cognito/federated-sign-in.ts';
import { consentPage, PROVIDERS, type ProviderPath } from './consent-page.ts';
import { cookieOf, formOf, redirect, send } from './hosted-ui-http.ts';
import { type ExpiringMap, providerSubject } from './oauth-codes.ts';

/** How long the provider remembers who consented (its session): a retried sign-in skips the page. */
const PROVIDER_SESSION_SECONDS = 120;

/**
 * The providers' side of a sign-in (Google's, Apple's): their consent page, or straight back while
 * their session remembers the tester, then the person who consented handed to Cognito's
 * `/oauth2/idpresponse` with a code.
 */
export function providerConsent(consents: ExpiringMap<FederatedProfile & { pending: string }>) {
  /** The provider: its consent page, or straight back while its session remembers the tester. */
  const authorize = async (provider: ProviderPath, url: URL, req: IncomingMessage, res: ServerResponse) => {
    const cookieName = `standin-${provider}`;
    const remembered = cookieOf(req, cookieName);
    if (req.method === 'GET') {
      const key = url.searchParams.get('pending') ?? '';
      if (remembered) {
        const { name, email, emailVerified } = JSON.parse(remembered) as {
          name: string;
          email: string;
          emailVerified?: boolean;
        };
        return consented(
          provider,
          key,
          { name, email, emailVerified: emailVerified !== false },
          res,
          cookieName,
        );
      }
      return send(res, 200, consentPage({ provider, pending: key, name: '', email: '' }));
    }
    const form = await formOf(req);
    const name = (form.get('name') ?? '').trim();
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const key = form.get('pending') ?? '';
    // An unticked box is absent from the form: the provider does not vouch for the email (ADR 0071).
    const emailVerified = form.get('email_verified') === 'true';
    if (!name || !/^[^\s@"\\]+@[^\s@"\\]+\.[^\s@"\\]+$/.test(email))
      return send(
        res,
        400,
        consentPage({
          provider,
          pending: key,
          name,
          email,
          emailVerified,
          error: 'Enter a name and a valid email.',
        }),
      );
    return consented(provider, key, { name, email, emailVerified }, res, cookieName);
  };

  const consented = (
    provider: ProviderPath,
    key: string,
    person: { name: string; email: string; emailVerified: boolean },
    res: ServerResponse,
    cookieName: string,
  ) => {
    const { providerName } = PROVIDERS[provider];
    const code = consents.put({
      providerName,
      subject: providerSubject(providerName, person.email),
      ...person,
      pending: key,
    });
    const session = `${cookieName}=${encodeURIComponent(JSON.stringify(person))}; Max-Age=${PROVIDER_SESSION_SECONDS}; Path=/${provider}; Secure; HttpOnly; SameSite=Lax`;
    redirect(res, `/oauth2/idpresponse?${new URLSearchParams({ code, state: key })}`, {
      'set-cookie': session,
    });
  };

  return authorize;
}
