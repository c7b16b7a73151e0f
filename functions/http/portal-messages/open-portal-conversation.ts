import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { openConversation } from '#functions/lib/messages/conversations.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { messageRoutes } from '#shared/api/routes/messages.ts';
import { portalConversationOfOne } from './portal-conversation-view.ts';

/**
 * `POST /portal/conversations {pseudo}`: the client's conversation with an artist they sent a
 * request to, created if it does not exist yet. An artist they never asked (or none) answers 404:
 * the portal is not a way to write to any artist.
 */
export const handler = httpHandler(messageRoutes.openPortalConversation, async ({ body, caller }) => {
  const { email } = requireClient(caller);
  const db = getDb();
  const { data: claim } = await db.entities.pseudoClaim.get({ pseudo: body.pseudo.toLowerCase() }).go();
  if (!claim) throw new ApiError(404, 'not_found');
  const { data: requests } = await db.entities.bookingRequest.query
    .byClient({ clientEmail: email })
    .go({ pages: 'all', order: 'desc' });
  const latest = requests.find(
    (request) => request.artistId === claim.artistId && request.clientEmail === email,
  );
  if (!latest) throw new ApiError(404, 'not_found');
  const now = new Date();
  const conversation = await openConversation({
    artistId: claim.artistId,
    clientEmail: email,
    clientFirstName: latest.clientFirstName,
    clientLastName: latest.clientLastName,
    now,
  });
  const view = await portalConversationOfOne(conversation, now);
  if (!view) throw new ApiError(404, 'not_found');
  return view;
});
