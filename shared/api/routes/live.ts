import { liveTicket } from '../contracts/live.ts';
import { defineRoute } from '../route-types.ts';

/**
 * Tickets for the live connection (issue 11: messages and their seen state arrive without a reload).
 * Sending stays on this HTTP API; the WebSocket only pushes.
 */
export const liveRoutes = {
  createMyLiveTicket: defineRoute({
    method: 'POST',
    path: '/me/live-ticket',
    auth: 'artist',
    group: 'live',
    handler: 'functions/http/live/create-my-live-ticket.ts',
    contract: { response: liveTicket },
    status: 201,
  }),
  createPortalLiveTicket: defineRoute({
    method: 'POST',
    path: '/portal/live-ticket',
    auth: 'client',
    group: 'live',
    handler: 'functions/http/live/create-portal-live-ticket.ts',
    contract: { response: liveTicket },
    status: 201,
  }),
} as const;
