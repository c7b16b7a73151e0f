import { pushToParties } from '#functions/lib/live/push.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { conversationParties } from '#shared/domain/live/party.ts';

/**
 * The `live-push` consumer (issue 11, ADR 0041): a message sent, seen, or a conversation deleted is
 * pushed to both parties' open connections (the other side's tabs and the writer's other tabs),
 * naming only the conversation and the message's number: the SPA reads the change over HTTP, where
 * each side's view is computed and checked.
 */
export const handler = eventConsumer('live-push', async (event) => {
  const { payload } = event.envelope;
  const parties = conversationParties(payload);
  // A deletion concerns only the side that deleted: the other keeps the conversation.
  const to =
    event.detailType === 'conversation.deleted'
      ? parties.filter((party) => party.startsWith(`${event.envelope.payload.by}#`))
      : parties;
  await pushToParties(to, {
    type: event.detailType,
    conversationId: payload.conversationId,
    // A message's number, or how far the conversation was seen or deleted.
    seq: 'seq' in payload ? payload.seq : payload.upTo,
  });
});
