import * as z from 'zod';

/** `POST /me/live-ticket`, `POST /portal/live-ticket`: a 60-second single-use ticket and where to use it. */
export const liveTicket = z.object({
  ticket: z.string(),
  /** The WebSocket URL, absolute or relative to the app's origin; the ticket goes in `?ticket=`. */
  url: z.string(),
  expiresInSeconds: z.number().int(),
});
export type LiveTicket = z.infer<typeof liveTicket>;

/** What a live connection receives: which conversation changed and how (then read over HTTP). */
const liveEvent = z.object({
  type: z.enum(['message.sent', 'message.seen', 'conversation.deleted']),
  conversationId: z.string(),
  seq: z.number().int().optional(),
});
export type LiveEvent = z.infer<typeof liveEvent>;
