import type { ArtistConversation } from '#shared/api/contracts/messages.ts';
import { api } from './api.ts';
import type { TestArtist } from './artists.ts';
import { type BookingArtist, clientEmail, requestAs } from './booking.ts';
import { portalSession } from './portal.ts';

/** The conversation the artist opens on a request, as the inbox does (`POST /me/conversations`); its id. */
export async function openConversation(artist: TestArtist, requestId: string): Promise<string> {
  const opened = await api<ArtistConversation>('/me/conversations', {
    token: artist.idToken,
    body: { requestId },
  });
  return opened.json.conversationId;
}

/** A request from `email` for the artist's slot `index` (as `requestAs`) and the conversation opened on it. */
export async function requestWithConversation(artist: BookingArtist, email: string, index: number) {
  const { requestId } = await requestAs(artist, email, index);
  return { requestId, conversationId: await openConversation(artist, requestId) };
}

/**
 * A new client (`clientEmail(prefix)`) who requested the artist's slot `index` (as `requestAs`) and
 * then signed in to the portal (as `portalSession`).
 */
export async function portalClient(artist: BookingArtist, prefix: string, index: number) {
  const email = clientEmail(prefix);
  const { requestId } = await requestAs(artist, email, index);
  const { accessToken } = await portalSession(email);
  return { email, requestId, accessToken };
}
