import type { EventBridgeEvent } from 'aws-lambda';
import { conversationParties } from '../../../shared/domain/live/party.ts';
import { pushToParties } from '../../lib/live/push.ts';
import { parseBusEvent } from '../../lib/parse-bus-event.ts';

/**
 * The `live-push` consumer (issue 11, ADR 0041): a message sent, seen, or a conversation deleted is
 * pushed to both parties' open connections (the other side's tabs and the writer's other tabs),
 * naming only the conversation and the message's number: the SPA reads the change over HTTP, where
 * each side's view is computed and checked.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const { detailType, envelope } = parseBusEvent(event);
  const payload = envelope.payload as {
    artistId: string;
    clientEmail: string;
    conversationId: string;
    seq?: number;
    upTo?: number;
    by?: 'artist' | 'client';
  };
  const type = detailType as 'message.sent' | 'message.seen' | 'conversation.deleted';
  const parties = conversationParties(payload);
  // A deletion concerns only the side that deleted: the other keeps the conversation.
  const to =
    type === 'conversation.deleted' ? parties.filter((party) => party.startsWith(`${payload.by}#`)) : parties;
  await pushToParties(to, {
    type,
    conversationId: payload.conversationId,
    ...((payload.seq ?? payload.upTo) !== undefined && { seq: payload.seq ?? payload.upTo }),
  });
};
