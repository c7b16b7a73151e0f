import { liveTicket } from '#shared/api/contracts/live.ts';
import * as endpoints from '#shared/api/endpoints/live.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * Tickets for the live connection (issue 11: messages and their seen state arrive without a reload).
 * Sending stays on this HTTP API; the WebSocket only pushes.
 */
export const liveRoutes = defineRoutes(endpoints, {
  createMyLiveTicket: {
    handler: 'functions/http/live/create-my-live-ticket.ts',
    contract: { response: liveTicket },
    status: 201,
  },
  createPortalLiveTicket: {
    handler: 'functions/http/live/create-portal-live-ticket.ts',
    contract: { response: liveTicket },
    status: 201,
  },
});
