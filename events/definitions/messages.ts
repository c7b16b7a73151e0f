import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';

const party = z.enum(['artist', 'client']);
const conversation = {
  artistId: z.string().min(1),
  conversationId: z.string().min(1),
  clientEmail: z.string().min(3),
};

export const messageSent = defineEvent({
  detailType: 'message.sent',
  version: 1,
  description:
    'A message was stored in a conversation: who wrote it, its place in the conversation and the start of its text (the live push, the message emails and the daily summary read it).',
  payload: z.object({
    ...conversation,
    seq: z.number().int().min(1),
    sender: party,
    preview: z.string(),
    /** How many photos came with it (none when absent; the text may then be empty). Added in place: optional. */
    photoCount: z.number().int().min(1).max(6).optional(),
    sentAt: z.string(),
    /**
     * An artist's message answering a client who was waiting: when the first message of theirs
     * without an answer was sent (the statistics' first-response time). Added in place: optional.
     */
    respondsToSince: z.string().optional(),
  }),
});

export const messageSeen = defineEvent({
  detailType: 'message.seen',
  version: 1,
  description:
    "One side displayed a conversation: the other side's messages up to `upTo` are seen (the live push shows it to their writer).",
  payload: z.object({ ...conversation, by: party, upTo: z.number().int().min(0) }),
});

export const conversationDeleted = defineEvent({
  detailType: 'conversation.deleted',
  version: 1,
  description:
    'One side deleted a conversation: its messages up to `upTo` no longer show to that side; the other side keeps them.',
  payload: z.object({ ...conversation, by: party, upTo: z.number().int().min(0) }),
});

export const clientBlocked = defineEvent({
  detailType: 'client.blocked',
  version: 1,
  description:
    "An artist blocked a client's email: that client can neither message the artist nor send them requests.",
  payload: z.object(conversation),
});

export const clientUnblocked = defineEvent({
  detailType: 'client.unblocked',
  version: 1,
  description: "An artist unblocked a client's email: messages and requests from it are accepted again.",
  payload: z.object(conversation),
});
