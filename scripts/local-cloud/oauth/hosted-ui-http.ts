import type { IncomingMessage, ServerResponse } from 'node:http';

export async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function send(res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}
export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}) {
  res.writeHead(302, { location, 'cache-control': 'no-store', ...headers });
  res.end();
}
/** The app's URL with the answer's parameters. */
export function back(uri: string, params: Record<string, string>) {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** A JSON answer, readable by the app's origins (the token endpoint is called by fetch). */
export function json(
  appOrigins: ReadonlySet<string>,
  res: ServerResponse,
  req: IncomingMessage,
  status: number,
  body: unknown,
) {
  const from = req.headers.origin;
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...(from && appOrigins.has(from) && { 'access-control-allow-origin': from, vary: 'origin' }),
  });
  res.end(JSON.stringify(body));
}

/** The token endpoint's CORS preflight: Amplify sends its `x-amz-user-agent` header, as Cognito allows. */
export function preflight(appOrigins: ReadonlySet<string>, req: IncomingMessage, res: ServerResponse) {
  const from = req.headers.origin;
  res.writeHead(204, {
    ...(from &&
      appOrigins.has(from) && {
        'access-control-allow-origin': from,
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type, x-amz-user-agent, authorization',
        'access-control-max-age': '600',
        vary: 'origin',
      }),
  });
  res.end();
}
