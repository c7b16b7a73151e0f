import { normalizeEmail } from '#shared/domain/booking/email-hash.ts';

/** How long a live ticket may wait before `$connect` uses it. */
export const LIVE_TICKET_SECONDS = 60;
/** A WebSocket connection's longest life at API Gateway (2 h), plus a margin: its item's TTL. */
export const LIVE_CONNECTION_SECONDS = 2 * 60 * 60 + 5 * 60;

/** Who a live connection is for: one artist, or one client (by email) across every artist. */
export type LiveParty = { kind: 'artist'; artistId: string } | { kind: 'client'; email: string };

export function partyKey(party: LiveParty): string {
  return party.kind === 'artist' ? `artist#${party.artistId}` : `client#${normalizeEmail(party.email)}`;
}

/** The two parties of a conversation. */
export function conversationParties(conversation: { artistId: string; clientEmail: string }): string[] {
  return [
    partyKey({ kind: 'artist', artistId: conversation.artistId }),
    partyKey({ kind: 'client', email: conversation.clientEmail }),
  ];
}
