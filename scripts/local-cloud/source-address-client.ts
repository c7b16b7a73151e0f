import { request } from 'node:http';

/**
 * Calls the local cloud from a chosen loopback source address (127.0.0.2, ...): a real TCP peer the
 * gateway sees as the viewer's address (ADR 0068), as many callers would be. The rate limits' tests
 * and `npm run attack` use it; nothing is spoofed. A fetch-like call over node:http.
 */
export function fromSource(
  url: string,
  localAddress: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    // No keep-alive pool (`agent: false`): a connection per call, closed after it, as a visitor's first
    // call is. A pooled socket reused after the gateway's keep-alive timeout races its close (ECONNRESET).
    const options = { method: init.method, headers: init.headers, localAddress, agent: false };
    const call = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const content = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(new Response(content, { status, headers }));
      });
    });
    call.on('error', reject);
    call.end(init.body);
  });
}

/** A loopback source address no other test uses (127.x.y.z, never 127.0.0.1). */
export function freshSource(): string {
  const byte = () => 1 + Math.floor(Math.random() * 253);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/**
 * A call to the local cloud, from `source` when given (`fromSource`), else a plain `fetch`: the
 * response, its text, and that text parsed as JSON (undefined when empty or not JSON).
 */
export async function callFrom(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> },
  source?: string,
): Promise<{ response: Response; text: string; json: unknown }> {
  const response = source ? await fromSource(url, source, init) : await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { response, text, json };
}
