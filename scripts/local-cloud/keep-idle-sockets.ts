import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';

/**
 * Leaves a stand-in's idle kept-alive sockets open until the client closes them (ADR 0104).
 *
 * The AWS SDK v3's agent (NodeHttpHandler: `keepAlive`, no `timeout`) keeps an idle socket for as
 * long as the client lives: Node 20's agent applies the server's `Keep-Alive: timeout=5` hint only
 * under an idle timeout of its own. Node's server closes an idle socket after `keepAliveTimeout`
 * (5 s, plus a 1 s buffer). A call that reuses the socket at that moment, which a busy machine makes
 * likely (both timers fire late, in the same turn), is written to a socket the server is closing:
 * `read ECONNRESET` or `socket hang up`, which the SDK names TimeoutError. In AWS it would be retried;
 * a test process that allows one attempt (`AWS_MAX_ATTEMPTS=1`) fails. With no idle limit on the
 * server side only the client closes its sockets, so the race is gone; `closeServer` drops them all
 * when a stand-in stops.
 */
export function keepIdleSockets<T extends HttpServer | HttpsServer>(server: T): T {
  server.keepAliveTimeout = 0;
  return server;
}
