import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';

/** Headers fetch has already applied (decoding, framing) and must not be relayed as they were. */
const HOP_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** Decides whether one SendEmail call fails, given its recipient and the calls that failed for it so far. */
type SesOutage = (recipient: string, failedSoFar: number) => boolean;

export interface SesProxy {
  /** Point `AWS_ENDPOINT_URL_SESV2` here. */
  url: string;
  /** Sets (or clears, with `undefined`) the outage rule; calls it does not fail reach the stand-in. */
  setOutage(outage: SesOutage | undefined): void;
  /** SendEmail calls answered 503, by recipient (lower case). */
  failures(recipient: string): number;
  stop(): Promise<void>;
}

/**
 * A small HTTP proxy in front of the SES stand-in that can make it fail like an SES outage: a
 * SendEmail call the outage rule picks gets `503 ServiceUnavailable` and never reaches the stand-in.
 */
export async function startSesProxy(target: string): Promise<SesProxy> {
  let outage: SesOutage | undefined;
  const failed = new Map<string, number>();
  const server = createServer((request, response) => {
    void relay(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error) }));
    });
  });

  async function relay(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const recipient = sendEmailRecipient(request, body);
    if (recipient && outage?.(recipient, failed.get(recipient) ?? 0)) {
      failed.set(recipient, (failed.get(recipient) ?? 0) + 1);
      response.writeHead(503, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'ServiceUnavailable',
      });
      response.end(JSON.stringify({ message: 'Service Unavailable (simulated SES outage)' }));
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    );
    const answer = await fetch(`${target}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers,
      ...(body.length > 0 && { body }),
    });
    const relayed = Object.fromEntries(
      [...answer.headers].filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
    );
    response.writeHead(answer.status, relayed);
    response.end(Buffer.from(await answer.arrayBuffer()));
  }

  keepIdleSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setOutage: (rule) => {
      outage = rule;
    },
    failures: (recipient) => failed.get(recipient.toLowerCase()) ?? 0,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendEmailRecipient(request: IncomingMessage, body: Buffer): string | undefined {
  if (request.method !== 'POST' || !request.url?.startsWith('/v2/email/outbound-emails')) return undefined;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { Destination?: { ToAddresses?: string[] } };
    return parsed.Destination?.ToAddresses?.[0]?.toLowerCase();
  } catch {
    return undefined;
  }
}
