import type { SocketEvent } from '#functions/lib/live/socket-events.ts';

/**
 * `$default`: what the browser sends (a ping every few minutes keeps the connection past API
 * Gateway's 10-minute idle timeout). Nothing to do: sending messages goes through the HTTP API.
 */
export const handler = async (_event: SocketEvent) => ({ statusCode: 200 });
