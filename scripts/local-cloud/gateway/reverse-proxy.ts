import { type IncomingMessage, request, type ServerResponse } from 'node:http';

/**
 * Forwards a request to another local server (path rewritten by the caller) and streams its answer
 * back: how `/cognito` reaches cognito-local from the SPA's own origin.
 */
export function reverseProxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: { origin: string; path: string },
) {
  const url = new URL(target.path, target.origin);
  const upstream = request(
    {
      hostname: url.hostname,
      port: url.port,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers: { ...req.headers, host: url.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `upstream ${target.origin} failed: ${error.message}` }));
  });
  req.pipe(upstream);
}
