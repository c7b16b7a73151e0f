import type { Log } from '#scripts/local-cloud/log.ts';
import { fromSource } from '#scripts/local-cloud/source-address-client.ts';
import { drawingJpeg } from './demo-drawings.ts';
import type { DrawingName } from './pro-demo-artist.ts';
import { postToBucket, waitUntilReady } from './seed-demo-schedule.ts';

/** How long a client waits for an email from the SES stand-in. */
const MAIL_TIMEOUT_MS = 15_000;

export type ClientCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * A demo client at the API, as a browser on its own address: each client calls from its own loopback
 * address (127.0.42.n, ADR 0068), so the per-address rate limits and the proof of work see one
 * visitor sending one request, as they would in production.
 */
export function clientCaller(appOrigin: string, index: number, token?: string): ClientCall {
  const source = `127.0.42.${10 + index}`;
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await fromSource(`${appOrigin}/api${path}`, source, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!answer.ok)
      throw new Error(`${method} /api${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
}

interface StoredMail {
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

/**
 * The 6-digit code of the latest mail to `email` whose text contains `marker` (a request's
 * confirmation, the portal's sign-in), from the SES stand-in's store: what the client reads in
 * their inbox. Waits for it, asking the stand-in to answer when a new mail to `email` arrives
 * (`mails-to.ts`) rather than polling; `after` skips the mails seen before the action.
 */
export async function mailedCode(
  sesUrl: string,
  email: string,
  marker: RegExp,
  after = 0,
  timeoutMs = MAIL_TIMEOUT_MS,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let seen = after;
  for (;;) {
    const all = await mailsTo(sesUrl, email, { after: seen, waitMs: Math.max(1, deadline - Date.now()) });
    const text = all
      .slice(after)
      .map((mail) => mail.body.text ?? mail.body.html ?? '')
      .filter((body) => marker.test(body))
      .at(-1);
    const code = text && /(?:code|código)\D{0,40}?\b(\d{6})\b/i.exec(text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    seen = Math.max(seen, all.length);
  }
}

/** The mails to `email`; with `wait`, once it has more than `wait.after` (or `wait.waitMs` passed). */
async function mailsTo(
  sesUrl: string,
  email: string,
  wait?: { after: number; waitMs: number },
): Promise<StoredMail[]> {
  const query = new URLSearchParams({
    address: email,
    ...(wait && { after: String(wait.after), waitMs: String(Math.round(wait.waitMs)) }),
  });
  const answer = await fetch(`${sesUrl}/store/to?${query}`);
  if (!answer.ok) throw new Error(`the SES stand-in answered ${answer.status}`);
  return ((await answer.json()) as { emails: StoredMail[] }).emails;
}

/**
 * Signs a client in to the portal as they would: the sign-in email's code, then
 * `POST /portal/login/otp`. Answers their access token.
 */
export async function portalToken(
  appOrigin: string,
  sesUrl: string,
  index: number,
  email: string,
): Promise<string> {
  const call = clientCaller(appOrigin, index);
  const seen = (await mailsTo(sesUrl, email)).length;
  await call('POST', '/portal/login', { email });
  const code = await mailedCode(sesUrl, email, /\b\d{6}\b/, seen);
  const { accessToken } = await call<{ accessToken: string }>('POST', '/portal/login/otp', { email, code });
  return accessToken;
}

/**
 * A photo for a conversation through the same path as the apps: announced on
 * `<base>/photos`, posted to the media bucket, made ready by the upload processor.
 */
export async function conversationPhoto(
  call: ClientCall,
  base: string,
  drawing: DrawingName,
  log: Log,
): Promise<string> {
  const jpeg = await drawingJpeg(drawing);
  const { imageId, upload } = await call<{
    imageId: string;
    upload: { url: string; fields: Record<string, string> };
  }>('POST', `${base}/photos`, { contentType: 'image/jpeg', size: jpeg.length });
  await postToBucket(upload, jpeg, `${drawing}.jpg`);
  return waitUntilReady((id) => call('GET', `${base}/photos/${id}`), imageId, log);
}
