import type { ServerResponse } from 'node:http';
import type { HttpResponse } from './lambda-result.ts';

/** Writes a response: its headers, one `set-cookie` per cookie, and the body with its length. */
export function writeResponse(
  res: ServerResponse,
  response: HttpResponse,
  extraHeaders: Record<string, string> = {},
) {
  if (res.headersSent) return res.end();
  const headers: Record<string, string | string[]> = { ...extraHeaders, ...response.headers };
  const setCookie = [...toList(response.headers['set-cookie']), ...response.cookies];
  delete headers['set-cookie'];
  if (setCookie.length > 0) headers['set-cookie'] = setCookie;
  headers['content-length'] = String(response.body.length);
  res.writeHead(response.statusCode, headers);
  res.end(res.req.method === 'HEAD' ? undefined : response.body);
}

function toList(value: string | undefined): string[] {
  return value ? [value] : [];
}
