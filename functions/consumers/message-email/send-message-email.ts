import type { EventPayload } from '#events/define-event.ts';
import type { messageSent } from '#events/definitions/messages.ts';
import { getDb } from '#functions/lib/db.ts';
import { newSignInSecret, sendSigningIn, signInGrant } from '#functions/lib/email/sign-in-links.ts';
import { env } from '#functions/lib/env.ts';
import { readConversation, sideOf } from '#functions/lib/messages/conversations.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';
import { mayEmailMessage } from '#shared/domain/messages/message-email-rules.ts';
import { messageEmail } from './message-email.ts';

type Sent = EventPayload<typeof messageSent>;

/**
 * Emails one new message to its recipient, following their settings: an artist on instant message
 * emails (daily ones get it in the 18:00 summary), a client always, in their language. At most one
 * email per conversation and recipient per 15 minutes while messages stay unread: the conversation
 * records the last email (when, which message, which event) with a conditional write, made before
 * sending; a redelivered event may send again (its own record matches), another may not, and once
 * a client's email went with its sign-in link, that event sends it no more (ADR 0085).
 */
async function emailMessage(payload: Sent, eventId: string, now: Date): Promise<void> {
  const db = getDb();
  const conversation = await readConversation(payload.conversationId);
  if (!conversation) return;
  const recipient = payload.sender === 'artist' ? 'client' : 'artist';
  const side = sideOf(recipient);
  const prefix = `${recipient}Emailed` as const;
  const record = {
    at: conversation[`${prefix}At`],
    seq: conversation[`${prefix}Seq`],
    event: conversation[`${prefix}Event`],
  };
  const seenSeq = conversation[side.seen] ?? 0;
  const allowed = mayEmailMessage({
    seq: payload.seq,
    eventId,
    seenSeq,
    emailedAt: record.at,
    emailedSeq: record.seq,
    emailedEvent: record.event,
    now,
  });
  if (!allowed) return;

  // Read consistently: a message an artist sent just before their suspension is not emailed after
  // it (ADR 0070); the client still reads it in the portal.
  const { data: artist } = await db.entities.artist
    .get({ artistId: conversation.artistId })
    .go({ consistent: true });
  if (!artist) return;
  if (recipient === 'client' && artist.suspendedAt) return;
  let to: { email: string; locale: typeof artist.locale; firstName: string };
  let senderName: string;
  if (recipient === 'artist') {
    if ((artist.messageEmails ?? 'instant') !== 'instant') return;
    to = { email: artist.email, locale: artist.locale, firstName: artist.displayName };
    senderName = `${conversation.clientFirstName} ${conversation.clientLastName}`.trim();
  } else {
    if (conversation.clientBlockedArtist) return;
    const { data: client } = await db.entities.client.get({ email: conversation.clientEmail }).go();
    to = {
      email: conversation.clientEmail,
      locale: client?.locale ?? artist.locale,
      firstName: client?.firstName ?? conversation.clientFirstName,
    };
    senderName = artist.displayName;
  }
  const { data: message } = await db.entities.message
    .get({ conversationId: conversation.conversationId, seq: payload.seq })
    .go();
  if (!message) return;

  // Claimed before sending, only if the record is still the one read.
  const claimed = await db.entities.conversation
    .patch({ conversationId: conversation.conversationId })
    .set({ [`${prefix}At`]: now.toISOString(), [`${prefix}Seq`]: payload.seq, [`${prefix}Event`]: eventId })
    .where((attributes, { eq, notExists }) =>
      record.at ? eq(attributes[`${prefix}At`], record.at) : notExists(attributes[`${prefix}At`]),
    )
    .go()
    .then(
      () => true,
      (error: { cause?: { name?: string } }) => {
        if (error.cause?.name === 'ConditionalCheckFailedException') return false;
        throw error;
      },
    );
  if (!claimed && record.event !== eventId) return;
  // A client's button signs in to the conversation, once per event (ADR 0085).
  const link =
    recipient === 'client'
      ? signInGrant({
          appUrl: env.appUrl,
          to: to.email,
          path: `/portal/messages/${payload.conversationId}`,
          sendKey: `${eventId}:${to.email.trim().toLowerCase()}`,
          secret: newSignInSecret(),
        })
      : undefined;
  const email = messageEmail({
    payload,
    recipient: to,
    senderName,
    text: message.text,
    unread: conversation[side.unread] ?? 1,
    appUrl: env.appUrl,
    signInUrl: link?.url,
  });
  await sendSigningIn(to.email, email, link?.grant);
}

/** The `message-email` consumer, fed by its SQS queue: a failed record is retried by SQS. */
export const handler = queueConsumer(
  'message-email',
  ({ envelope }) => emailMessage(envelope.payload, envelope.metadata.id, new Date()),
  'message email failed, will be retried',
);
