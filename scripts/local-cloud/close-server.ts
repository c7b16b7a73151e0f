import type { Server } from 'node:http';

/** Closes an HTTP server now: keep-alive and pending connections are dropped, not waited for. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
