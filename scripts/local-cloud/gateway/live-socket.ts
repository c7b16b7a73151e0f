import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { lambdaContext } from '#scripts/local-cloud/lambda-context.ts';
import { type AnyHandler, loadHandler } from '#scripts/local-cloud/load-handler.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { LIVE_SOCKET_HANDLERS } from '#shared/api/live-socket.ts';
import { readBody } from './read-body.ts';

/** Where the SPA opens its live connection on the local origin. */
export const LIVE_PATH = '/ws';
/** API Gateway's management API, which `@aws-sdk/client-apigatewaymanagementapi` calls. */
export const MANAGEMENT_PREFIX = '/@connections/';
/** API Gateway closes a WebSocket idle this long (no frame from the client). */
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

const LIVE_HANDLERS = LIVE_SOCKET_HANDLERS;

export interface LiveSocket {
  /** Answers an HTTP upgrade on `/ws`, as API Gateway's WebSocket API would. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>;
  /** `POST|GET|DELETE /@connections/{connectionId}`: the management API. */
  management(req: IncomingMessage, res: ServerResponse): Promise<void>;
  stop(): void;
}

/**
 * API Gateway's WebSocket API on the local origin, with the same handlers: the `$connect`
 * authorizer checks `?ticket=` (a denied one gets 403 before any upgrade), `$connect` and
 * `$disconnect` keep the connection's item, `$default` takes what the browser sends; the management
 * API posts to an open connection, and answers 410 `GoneException` for one that is not, so the SDK
 * client and the push consumer run unchanged. Idle connections close after 10 minutes.
 */
export function createLiveSocket(log: Log): LiveSocket {
  const server = new WebSocketServer({ noServer: true });
  const sockets = new Map<string, { socket: WebSocket; lastSeen: number; connectedAt: string }>();
  let handlers: Promise<Record<keyof typeof LIVE_HANDLERS, AnyHandler>> | undefined;
  const load = () => {
    handlers ??= Promise.all(
      Object.entries(LIVE_HANDLERS).map(async ([route, path]) => [route, await loadHandler(path)] as const),
    ).then((entries) => Object.fromEntries(entries) as Record<keyof typeof LIVE_HANDLERS, AnyHandler>);
    return handlers;
  };
  const context = (route: string) => lambdaContext(`inkslot-local-live-${route}`);
  const event = (connectionId: string, routeKey: string, eventType: string, extra: object = {}) => ({
    requestContext: { connectionId, routeKey, eventType, ...extra },
  });

  const idle = setInterval(() => {
    const now = Date.now();
    for (const { socket, lastSeen } of sockets.values()) {
      if (now - lastSeen > IDLE_TIMEOUT_MS) socket.close(1001, 'Going away');
    }
  }, 30_000);
  idle.unref();

  const refuse = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  };

  return {
    async upgrade(req, socket, head) {
      const routes = await load();
      const url = new URL(req.url ?? '/', 'http://localhost');
      // API Gateway's connection ids: 12 random bytes, base64 ('L0SM9cOFvHcCIhw=').
      const connectionId = randomBytes(12).toString('base64');
      const policy = (await routes
        .authorizer(
          {
            type: 'REQUEST',
            methodArn: 'arn:aws:execute-api:local:000000000000:live/live/$connect',
            queryStringParameters: Object.fromEntries(url.searchParams),
            requestContext: { connectionId, routeKey: '$connect' },
          },
          context('authorizer'),
        )
        .catch((error: unknown) => {
          log.error('live', `authorizer failed: ${(error as Error).message}`);
          return undefined;
        })) as
        | { policyDocument?: { Statement?: { Effect?: string }[] }; context?: { party?: string } }
        | undefined;
      if (policy?.policyDocument?.Statement?.[0]?.Effect !== 'Allow') return refuse(socket, '403 Forbidden');
      const connected = (await routes.connect(
        event(connectionId, '$connect', 'CONNECT', { authorizer: { party: policy.context?.party } }),
        context('connect'),
      )) as { statusCode?: number } | undefined;
      if (connected?.statusCode !== 200) return refuse(socket, '403 Forbidden');

      server.handleUpgrade(req, socket, head, (ws) => {
        const entry = { socket: ws, lastSeen: Date.now(), connectedAt: new Date().toISOString() };
        sockets.set(connectionId, entry);
        ws.on('message', (data) => {
          entry.lastSeen = Date.now();
          void routes
            .default(
              { ...event(connectionId, '$default', 'MESSAGE'), body: data.toString() },
              context('default'),
            )
            .catch((error: unknown) => log.error('live', `$default failed: ${(error as Error).message}`));
        });
        ws.on('close', () => {
          sockets.delete(connectionId);
          void routes
            .disconnect(event(connectionId, '$disconnect', 'DISCONNECT'), context('disconnect'))
            .catch((error: unknown) => log.error('live', `$disconnect failed: ${(error as Error).message}`));
        });
      });
    },

    async management(req, res) {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const connectionId = decodeURIComponent(pathname.slice(MANAGEMENT_PREFIX.length));
      const entry = sockets.get(connectionId);
      if (!entry || entry.socket.readyState !== entry.socket.OPEN) {
        res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
        return void res.end(JSON.stringify({ message: `connection ${connectionId} is gone` }));
      }
      if (req.method === 'POST') {
        const body = await readBody(req, 128 * 1024);
        entry.socket.send(body.toString('utf8'));
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{}');
      }
      if (req.method === 'DELETE') {
        entry.socket.close(1000, 'Closed by the server');
        res.writeHead(204);
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ConnectedAt: entry.connectedAt,
          LastActiveAt: new Date(entry.lastSeen).toISOString(),
          Identity: { SourceIp: '127.0.0.1' },
        }),
      );
    },

    stop() {
      clearInterval(idle);
      for (const { socket } of sockets.values()) socket.terminate();
      server.close();
    },
  };
}
