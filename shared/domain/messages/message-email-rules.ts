/** At most one message email per conversation and recipient in this window, while messages stay unread. */
const MESSAGE_EMAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * Whether a new message may be emailed to its recipient: not if they have displayed it already;
 * else yes if they were never emailed for this conversation, if they have seen what they were last
 * emailed about, if the last email is 15 minutes old, or if it is this very event again (a
 * redelivery whose send failed).
 */
export function mayEmailMessage(input: {
  seq: number;
  eventId: string;
  seenSeq: number;
  emailedAt?: string | undefined;
  emailedSeq?: number | undefined;
  emailedEvent?: string | undefined;
  now: Date;
}): boolean {
  if (input.seenSeq >= input.seq) return false;
  if (!input.emailedAt) return true;
  if (input.emailedEvent === input.eventId) return true;
  if (input.seenSeq >= (input.emailedSeq ?? 0)) return true;
  return input.now.getTime() - Date.parse(input.emailedAt) >= MESSAGE_EMAIL_WINDOW_MS;
}
