import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A single-use ticket to open a live connection (the design brief: a browser cannot set headers on
 * a WebSocket, and a token in the URL lands in access logs). Minted by `POST /me/live-ticket` or
 * `POST /portal/live-ticket` for the caller's party, used once by the `$connect` authorizer within
 * 60 s (deleted on use, and by the TTL otherwise).
 */
export const LiveTicketEntity = new Entity({
  model: { entity: 'liveTicket', version: '1', service: SERVICE },
  attributes: {
    ticket: { type: 'string', required: true, readOnly: true },
    /** Who connects: `artist#<artistId>` or `client#<email>` (shared/domain/live/party.ts). */
    party: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds after which the ticket is refused (and DynamoDB's TTL removes it). */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byTicket: {
      pk: { field: 'pk', composite: ['ticket'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
