import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { meter } from '#scripts/local-cloud/metering/meter.ts';
import { isPortFree, PortInUseError } from '#scripts/local-cloud/ports.ts';
import { WAF_RATE_PER_IP } from '#shared/api/rate-limits.ts';
import { WAF_REFUSAL } from '#shared/api/waf-refusal.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { artistPageApiPath } from '#shared/domain/artist-page-path.ts';
import { robotsTxt, SITEMAP_API_PATH, SITEMAP_PATH } from '#shared/domain/sitemap.ts';
import { API_PREFIX, type ApiBackend, createApiHandler, type HealthReport } from './api-handler.ts';
import { CLOUDFRONT_API_PREFIX, createCloudFrontHandler } from './cloudfront-invalidations.ts';
import { createEdgeCache, type EdgeCache } from './edge-cache.ts';
import { ipRateRule } from './ip-rate-rule.ts';
import { LIVE_PATH, type LiveSocket, MANAGEMENT_PREFIX } from './live-socket.ts';
import { loggedRequest } from './logged-path.ts';
import { MEDIA_PREFIX } from './media.ts';
import { reverseProxy } from './reverse-proxy.ts';

const COGNITO_PREFIX = '/cognito';

/** What the gateway serves besides `/api` once the stand-ins are up. */
export interface GatewayBackend extends ApiBackend {
  cognitoEndpoint: string;
  runtimeConfig(): RuntimeConfig;
  /** `/media/*`: the public image variants from the media bucket (CloudFront's `/media/*` in AWS). */
  media?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** `/ws` and `/@connections/*`: API Gateway's WebSocket API and its management API (issue 11). */
  live?: LiveSocket;
}

type WebHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Gateway {
  server: Server;
  port: number;
  /** CloudFront's cache of the public reads (ADR 0039), which `/2020-05-31/distribution/...` invalidates. */
  edgeCache: EdgeCache;
  /** The response headers policy: set on every answer from then on (ADR 0040). */
  setSecurityHeaders(headers: Record<string, string>): void;
  attach(backend: GatewayBackend): void;
  setWeb(web: WebHandler): void;
  stop(): Promise<void>;
}

/**
 * The one origin of the local cloud (CloudFront + API Gateway in AWS), listening on 127.0.0.1
 * before anything else starts, so a taken port fails fast and nothing half-starts:
 * `/api/*` → the HTTP API (public reads through CloudFront's cache stand-in, ADR 0039),
 * `/2020-05-31/distribution/...` → CloudFront's invalidation API, `/ws` and `/@connections/*` → the
 * WebSocket API and its management API, `/cognito` → cognito-local, `/config.json`, `/robots.txt`, `/sitemap.xml`
 * → `GET /api/sitemap.xml`, an artist's public page →
 * `GET /api/pages/{path+}` (the SPA's HTML with the page's link preview), everything else → the SPA.
 * Until `attach` is called the API answers 503 (and `/api/health` says which stand-in is starting).
 */
export async function startGateway(options: {
  port?: number;
  health: () => HealthReport;
  log: Log;
}): Promise<Gateway> {
  let backend: GatewayBackend | undefined;
  let web: WebHandler = (_req, res) => {
    res
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('No web app in this local cloud.');
  };
  const edgeCache = createEdgeCache();
  const api = createApiHandler({
    backend: () => backend,
    health: options.health,
    log: options.log,
    edgeCache,
  });
  const cloudFront = createCloudFrontHandler(edgeCache);
  const userPoolWaf = ipRateRule({
    limit: WAF_RATE_PER_IP.userPool,
    windowMs: WAF_RATE_PER_IP.windowSeconds * 1000,
  });

  let securityHeaders: Record<string, string> = {};
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // CloudFront's viewer requests: not the stand-ins' own APIs (Cognito's, CloudFront's).
    if (!pathname.startsWith(COGNITO_PREFIX) && !pathname.startsWith(CLOUDFRONT_API_PREFIX)) {
      meter.edgeRequests += 1;
      res.on('finish', () => {
        meter.edgeBytes += Number(res.getHeader('content-length') ?? 0);
      });
    }
    const handle = async () => {
      if (pathname.startsWith(MANAGEMENT_PREFIX)) {
        if (!backend?.live) return unavailable(res);
        return backend.live.management(req, res);
      }
      if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return api(req, res);
      if (pathname.startsWith(CLOUDFRONT_API_PREFIX)) return cloudFront(req, res);
      if (pathname === COGNITO_PREFIX || pathname.startsWith(`${COGNITO_PREFIX}/`)) {
        if (!backend) return unavailable(res);
        // The user pool's WAF rate rule (ADR 0069): sign-up and codes never pass the API.
        const ip = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
        const rate = userPoolWaf(ip);
        if (!rate.allowed) {
          res.writeHead(429, {
            'content-type': 'application/json',
            'retry-after': String(rate.retryAfterSeconds),
          });
          return res.end(WAF_REFUSAL);
        }
        const path = (req.url ?? '/').slice(COGNITO_PREFIX.length) || '/';
        return reverseProxy(req, res, {
          origin: backend.cognitoEndpoint,
          path: path.startsWith('/') ? path : `/${path}`,
        });
      }
      if (pathname === MEDIA_PREFIX || pathname.startsWith(`${MEDIA_PREFIX}/`)) {
        if (!backend?.media) return unavailable(res);
        return backend.media(req, res);
      }
      if (pathname === '/config.json') {
        if (!backend) return unavailable(res);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        return res.end(JSON.stringify(backend.runtimeConfig()));
      }
      // The sitemap comes from the API and robots.txt names it with this origin, as in AWS.
      if (pathname === SITEMAP_PATH && backend) {
        req.url = `${SITEMAP_API_PATH}${(req.url ?? '').slice(pathname.length)}`;
        return api(req, res, true);
      }
      if (pathname === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
        return res.end(robotsTxt(`http://${req.headers.host ?? 'localhost'}`));
      }
      // An artist's public page: its HTML carries the page's link preview, as CloudFront's viewer
      // request function sends it to the API in AWS (infra/constructs/spa-routing.ts).
      const pagePath = req.method === 'GET' ? artistPageApiPath(pathname) : undefined;
      if (pagePath && backend) {
        req.url = `${pagePath}${(req.url ?? '').slice(pathname.length)}`;
        return api(req, res, true);
      }
      return web(req, res);
    };
    handle().catch((error: unknown) => {
      // Never the raw URL: a path may carry a secret (the calendar feed's), as in AWS (ADR 0072).
      options.log.error(
        'gateway',
        `${loggedRequest(req.method, req.url)} failed: ${(error as Error)?.stack ?? error}`,
      );
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal Server Error' }));
    });
  });

  // The live connection's upgrade; any other (Vite's HMR socket) is left to its own listener.
  server.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== LIVE_PATH) return;
    if (!backend?.live) return void socket.destroy();
    backend.live.upgrade(req, socket, head).catch((error: unknown) => {
      options.log.error('gateway', `live upgrade failed: ${(error as Error)?.stack ?? error}`);
      socket.destroy();
    });
  });

  keepIdleSockets(server);
  const port = await listen(server, options.port ?? 0);
  return {
    server,
    port,
    edgeCache,
    attach: (next) => {
      backend = next;
    },
    setWeb: (next) => {
      web = next;
    },
    setSecurityHeaders: (headers) => {
      securityHeaders = headers;
    },
    stop: () => closeServer(server),
  };
}

/**
 * Listens on 127.0.0.1. A fixed port must also be free on every other address: a server on
 * `localhost` that took only [::1]:3000 would otherwise catch the browser's `localhost:3000`.
 * The accept queue holds `LISTEN_BACKLOG` connections (the kernel caps it at `somaxconn`): past
 * Node's 511, a surge's connections waiting for a busy loop were dropped, their SYNs retried after
 * 1, 3, 7 s and some reset (ADR 0109); CloudFront queues them rather than dropping them.
 */
const LISTEN_BACKLOG = 4096;

async function listen(server: Server, port: number): Promise<number> {
  if (port !== 0) {
    for (const host of ['0.0.0.0', '::']) {
      if (!(await isPortFree(port, host))) throw new PortInUseError(port, 'the app');
    }
  }
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port, 'the app') : error,
      );
    };
    server.once('error', onError);
    server.listen({ port, host: '127.0.0.1', backlog: LISTEN_BACKLOG }, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function unavailable(res: ServerResponse) {
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
  res.end(JSON.stringify({ message: 'Service Unavailable' }));
}
