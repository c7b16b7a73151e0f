import { randomUUID } from 'node:crypto';
import { createDb } from '#shared/db/service.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { api } from './api.ts';
import { applyCloudEnv } from './cloud-env.ts';
import { codeIn, mailsTo, waitForMail } from './mailbox.ts';

interface PortalSession {
  /** The portal access token (`Authorization: Bearer`), `token_use: portal`. */
  accessToken: string;
  /** The refresh cookie as a `Cookie` header value: `portal_refresh=...`. */
  cookie: string;
}

/** The `name=value` part of each `Set-Cookie` of an answer, as a `Cookie` header value. */
export function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!.trim())
    .join('; ');
}

/**
 * Signs a client in to the portal through the real flow: `POST /api/portal/login`, the 6-digit
 * code read from the login email in the local mailbox, `POST /api/portal/login/otp`. The email must
 * be a known client (one who has sent a booking request), or no email ever comes.
 */
export async function portalSession(email: string): Promise<PortalSession> {
  const seen = (await mailsTo(email)).length;
  const login = await api('/portal/login', { body: { email } });
  if (login.status !== 202) throw new Error(`portal login answered ${login.status}: ${login.text}`);
  const mail = await waitForMail(email, { after: seen, match: (m) => /\b\d{6}\b/.test(m.body.text ?? '') });
  const code = codeIn(mail);
  const otp = await api<{ accessToken: string }>('/portal/login/otp', { body: { email, code } });
  if (otp.status !== 200) throw new Error(`portal code answered ${otp.status}: ${otp.text}`);
  return { accessToken: otp.json.accessToken, cookie: cookieOf(otp.headers) };
}

/** What `knownClient` writes of the client besides its email and locale. */
export const KNOWN_CLIENT = {
  firstName: 'Camille',
  lastName: 'Martin',
  age: 29,
  instagram: 'camille.ink',
  alreadyTattooed: true,
};

/**
 * A client the portal knows, as a booking request leaves one (the client item), written straight to
 * the table: for tests whose subject is not the booking. Returns the (normalized) email.
 */
export async function knownClient(locale: Locale = 'en'): Promise<string> {
  const cloud = applyCloudEnv();
  const email = `portal-${randomUUID().slice(0, 12)}@inkslot.test`;
  const now = new Date().toISOString();
  await createDb({ tableName: cloud.tableName })
    .entities.client.put({
      email,
      ...KNOWN_CLIENT,
      locale,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return email;
}
