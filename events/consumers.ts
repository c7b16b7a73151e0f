import { DETAIL_TYPES } from '#events/event-versions.ts';
import type { DetailType, DomainEvent } from '#events/registry.ts';
import { EVENT_SOURCE } from './define-event.ts';
import { PORTFOLIO_CHANGES, REQUEST_AND_BOOKING_LIFE } from './groups.ts';

/**
 * Who listens to which event. CDK builds one EventBridge rule per consumer from this table, and the
 * local bus loads the very same patterns.
 *
 * - `queue`: the rule feeds an SQS queue (with a DLQ) that the consumer function drains, so an outage
 *   of what the consumer calls (SES) longer than Lambda's async retries loses nothing.
 * - `function`: the rule invokes the function asynchronously, with retries and a DLQ.
 * - `archive`: the rule lands every event as JSON lines in S3 (Firehose in AWS, `.local/events` locally).
 */
export interface ConsumerDefinition {
  name: string;
  description: string;
  delivery: 'queue' | 'function' | 'archive';
  /** Handler module, relative to the repository root; absent for `archive`. */
  handler?: string;
  /**
   * `queue` only: messages per invocation, when not the delivery policy's. 1 for a consumer whose
   * every message may take its whole time budget (an external calendar's read, ADR 0066).
   */
  batchSize?: number;
  detailTypes: readonly DetailType[];
}

export const consumers = [
  {
    name: 'email',
    description: 'Sends the transactional emails an event calls for, in the recipient language.',
    delivery: 'queue',
    handler: 'functions/consumers/email/handle-email-events.ts',
    detailTypes: [
      'artist.onboarded',
      ...REQUEST_AND_BOOKING_LIFE,
      'request.times-proposed',
      'payment.updated',
      'booking.late-arrival-marked',
      'booking.healed-photo-received',
      'deposit.expiry-noticed',
      'subscription.changed',
      'invoice.payment-failed',
      'pro.receipt-issued',
      'deposit.receipt-issued',
      'email-template.test-requested',
      'bug.reported',
      'suggestion.submitted',
      'booking.notice-dispatched',
      'waitlist.slot-offered',
      'waitlist.offer-taken',
      'travel.booking-opened',
      'consent.signed',
      'design.shared',
      'design.answered',
      'project.session-reminded',
      'opening.not-drawn',
      'opening.watch-asked',
      'opening.watchers-notified',
    ],
  },
  {
    name: 'request-confirmation',
    description:
      'Emails the code and link of a booking request waiting for its client to confirm their email; makes them itself so no secret travels in an event (ADR 0067).',
    // Invoked, not queued: the code is worth its 15-minute cart hold at most, well within Lambda's retries.
    delivery: 'function',
    handler: 'functions/consumers/request-confirmation/send-request-confirmation.ts',
    detailTypes: ['request.confirmation-requested'],
  },
  {
    name: 'statistics',
    description: 'Keeps the per-artist daily counters behind the insights page.',
    delivery: 'function',
    handler: 'functions/consumers/statistics/count-event.ts',
    detailTypes: [
      'artist.onboarded',
      'request.created',
      'request.accepted',
      'request.refused',
      'request.cancelled',
      'booking.cancelled',
      'payment.updated',
      'slot.moved',
      'message.sent',
    ],
  },
  {
    name: 'edge-cache',
    description:
      "Invalidates an artist's public page and slots in CloudFront when the artist changes what they show (ADR 0039).",
    delivery: 'function',
    handler: 'functions/consumers/edge-cache/invalidate-public-page.ts',
    detailTypes: [
      'artist.profile-updated',
      'artist.preferences-updated',
      'artist.features-updated',
      'artist.reservation-settings-updated',
      // A book opening scheduled, edited or cancelled: the page's countdown and closed types.
      'opening.changed',
      'travel.created',
      'travel.updated',
      'travel.deleted',
      ...PORTFOLIO_CHANGES,
      'availability.created',
      'availability.updated',
      'availability.deleted',
      // Pro's badge, and a page closed by the Free plan's limit reopening on an upgrade.
      'subscription.changed',
      // A suspended artist's page becomes unavailable; a restored one comes back.
      'artist.suspended',
      'artist.restored',
      // A deleted account's page is gone.
      'artist.deleted',
    ],
  },
  {
    name: 'account-erasure',
    description:
      'Erases a deleted artist (ADR 0055): sign-in, Stripe customer, conversations, every item and image; moves what clients keep to an anonymous partition.',
    delivery: 'queue',
    handler: 'functions/consumers/account-erasure/erase-artist.ts',
    detailTypes: ['artist.deleted'],
  },
  {
    name: 'session-revocation',
    description:
      "Closes a suspended or deleted artist's live connections and revokes their refresh tokens (Cognito global sign-out, ADR 0070).",
    delivery: 'function',
    handler: 'functions/consumers/session-revocation/revoke-sessions.ts',
    detailTypes: ['artist.suspended', 'artist.deleted'],
  },
  {
    name: 'conversation-ties',
    description:
      "Opens a client's conversation with an artist at their first request and keeps where they stand (pending requests, bookings) for the messages lists' filters.",
    delivery: 'function',
    handler: 'functions/consumers/conversation-ties/sync-conversation-ties.ts',
    detailTypes: [...REQUEST_AND_BOOKING_LIFE],
  },
  {
    name: 'message-email',
    description:
      'Emails a new message to its recipient when their settings ask for it (at most one per conversation per 15 minutes while unread).',
    delivery: 'queue',
    handler: 'functions/consumers/message-email/send-message-email.ts',
    detailTypes: ['message.sent'],
  },
  {
    name: 'live-push',
    description:
      "Pushes a conversation's new message, seen state or deletion to its parties' open live connections (API Gateway WebSocket).",
    delivery: 'function',
    handler: 'functions/consumers/live-push/push-live-event.ts',
    detailTypes: ['message.sent', 'message.seen', 'conversation.deleted'],
  },
  {
    name: 'request-waiting',
    description:
      "Ends the wait of a client's pending requests the artist asked them about when the client writes back (ADR 0087).",
    delivery: 'function',
    handler: 'functions/consumers/request-waiting/end-client-wait.ts',
    detailTypes: ['message.sent'],
  },
  {
    name: 'digest-activity',
    description:
      "Keeps what changed in each artist's day (bookings confirmed or moved, payments recorded, clients' messages) for the 18:00 summary.",
    delivery: 'function',
    handler: 'functions/consumers/digest/record-day-activity.ts',
    detailTypes: ['request.accepted', 'slot.moved', 'payment.updated', 'message.sent'],
  },
  {
    name: 'billing-sync',
    description:
      "Applies a recorded Stripe event (the plan, ADR 0045; a deposit paid online, ADR 0057), ends a deleted artist's billing (ADR 0055), refunds a cancelled booking's deposit as its policy says.",
    delivery: 'queue',
    handler: 'functions/consumers/billing-sync/apply-stripe-event.ts',
    detailTypes: ['stripe.event-received', 'artist.deleted', 'booking.cancelled'],
  },
  {
    name: 'notice-planning',
    description:
      "Plans a booking's reminders (two days and one day before) and aftercare emails (1, 3, 7, 14 and 30 days after) when it is confirmed or moved (issue 14).",
    delivery: 'function',
    handler: 'functions/consumers/client-notices/plan-client-notices.ts',
    detailTypes: ['request.accepted', 'slot.moved'],
  },
  {
    name: 'waitlist',
    description:
      "Offers a slot freed by a cancellation (by anyone, or by the deposit deadline) to the artist's waiting clients, first waiting first (issue 14).",
    delivery: 'queue',
    handler: 'functions/consumers/waitlist/offer-freed-slot.ts',
    detailTypes: ['booking.cancelled'],
  },
  {
    name: 'travel-demand',
    description:
      'Tells the visitors who asked, once, when booking opens at a guest spot in their city: on a travel or an availability saved, or requests reopened (issue 14).',
    delivery: 'function',
    handler: 'functions/consumers/travel-demand/notify-travel-demand.ts',
    detailTypes: [
      'travel.created',
      'travel.updated',
      'availability.created',
      'availability.updated',
      'artist.reservation-settings-updated',
    ],
  },
  {
    name: 'busy-times',
    description:
      "Reads one artist's external calendar per message: as soon as they give it, and when the 30-minute schedule asks (ADR 0066), so its busy times block their slots.",
    delivery: 'queue',
    batchSize: 1,
    handler: 'functions/consumers/busy-times/read-calendar.ts',
    detailTypes: ['artist.busy-calendar-changed', 'busy-calendar.read-requested'],
  },
  {
    name: 'push',
    description:
      "Sends the artist's devices a push notification (Web Push) of a new request, a client's message, a deposit paid online, a client's cancellation or a consent signed, once per event and device (ADR 0098).",
    // Queued: a push service down for a while delays its notifications, loses none.
    delivery: 'queue',
    handler: 'functions/consumers/push/send-push.ts',
    detailTypes: [
      'request.created',
      'message.sent',
      'payment.updated',
      'request.cancelled',
      'booking.cancelled',
      'consent.signed',
    ],
  },
  {
    name: 'analytics',
    description: 'Lands every event as JSON lines, partitioned by date, for analytics.',
    delivery: 'archive',
    detailTypes: DETAIL_TYPES,
  },
] as const satisfies readonly ConsumerDefinition[];

/** `consumers` as the definitions the CDK stack, the local event plane and their tests iterate over. */
export const consumerDefinitions: readonly ConsumerDefinition[] = [...consumers];

type Consumer = (typeof consumers)[number];
export type ConsumerName = Consumer['name'];
/** The consumers fed by an SQS queue, whose handlers answer partial batch failures. */
export type QueueConsumerName = Extract<Consumer, { delivery: 'queue' }>['name'];
/** The consumers EventBridge invokes asynchronously. */
export type FunctionConsumerName = Extract<Consumer, { delivery: 'function' }>['name'];
/** The definition of the consumer named `N`. */
export type ConsumerNamed<N extends ConsumerName> = Extract<Consumer, { name: N }>;
/** The detail types the consumer named `N` takes: its rule's, and only those (ADR 0076). */
export type ConsumedType<N extends ConsumerName> = ConsumerNamed<N>['detailTypes'][number];
/** What a consumer receives: the events of its detail types, discriminated by `detailType`. */
export type EventsOf<C extends { detailTypes: readonly DetailType[] }> = DomainEvent<
  C['detailTypes'][number]
>;
/** What the consumer named `N` receives. */
export type ConsumerEvent<N extends ConsumerName> = EventsOf<ConsumerNamed<N>>;

/** The consumer named `name`, as this table defines it. */
export function consumerNamed<N extends ConsumerName>(name: N): ConsumerNamed<N> {
  const consumer = consumers.find((candidate): candidate is ConsumerNamed<N> => candidate.name === name);
  if (!consumer) throw new Error(`no consumer named ${name}`);
  return consumer;
}

/** Scheduled jobs, in EventBridge schedule expressions (the local scheduler reads the same). */
export const schedules = [
  {
    name: 'digest',
    description: 'Every hour: sends the daily summary to artists whose local time is 18:00 and who chose it.',
    expression: 'cron(0 * * * ? *)',
    handler: 'functions/consumers/digest/send-daily-digests.ts',
  },
  {
    name: 'deposit-deadlines',
    description:
      'Every 15 minutes: cancels the bookings whose deposit was not paid by the deadline of the artist’s policy (issue 14).',
    expression: 'cron(0/15 * * * ? *)',
    handler: 'functions/consumers/deposits/cancel-unpaid-bookings.ts',
  },
  {
    name: 'deposit-lifetimes',
    description:
      'Daily: tells the client a deposit their own cancellation left with the artist expires in 14 days, then expires it, once each, under the lifetime of the policy they accepted, unless they booked with the artist again (issue 31, ADR 0097).',
    expression: 'cron(30 9 * * ? *)',
    handler: 'functions/consumers/deposits/expire-kept-deposits.ts',
  },
  {
    name: 'client-notices',
    description:
      'Every 15 minutes: sends the reminders and aftercare emails that fell due, once each, to bookings still on the slot they were planned for (issue 14).',
    expression: 'cron(0/15 * * * ? *)',
    handler: 'functions/consumers/client-notices/send-due-notices.ts',
  },
  {
    name: 'session-reminders',
    description:
      'Hourly: reminds the client, then the artist, of a project’s session still to book after its last booked one passed, once each, until it is booked or the project closed (ADR 0093).',
    expression: 'cron(20 * * * ? *)',
    handler: 'functions/consumers/session-reminders/send-session-reminders.ts',
  },
  {
    name: 'opening-draws',
    description:
      'Every 5 minutes: draws the book openings whose draw fell due, with a stored seed, once; the drawn requests reach the artist, the others are closed as not drawn (ADR 0096).',
    expression: 'cron(0/5 * * * ? *)',
    handler: 'functions/consumers/openings/draw-openings.ts',
  },
  {
    name: 'opening-starts',
    description:
      'Every minute: tells the confirmed addresses of each book opening that started, once each, that the books are open (`opening.watchers-notified`, ADR 0100).',
    expression: 'cron(* * * * ? *)',
    handler: 'functions/consumers/openings/tell-opening-watchers.ts',
  },
  {
    name: 'busy-calendars',
    description:
      'Every 30 minutes: asks for each artist’s external calendar to be read again (one `busy-calendar.read-requested` per calendar, read by the `busy-times` queue), so its busy times keep blocking their slots (issue 14, ADR 0066).',
    expression: 'cron(5/30 * * * ? *)',
    handler: 'functions/consumers/busy-times/read-busy-calendars.ts',
  },
] as const;

/**
 * Consumers of events an AWS service puts on the account's DEFAULT bus (not the product's bus, not
 * from the registry): SES's bounces and complaints (ADR 0069). CDK builds their rules on the default
 * bus; the local plane does the same, and the SES stand-in puts those events for the mailbox
 * simulator's addresses.
 */
export interface AwsEventConsumer {
  name: string;
  description: string;
  handler: string;
  source: string;
  detailTypes: readonly string[];
}

export const awsEventConsumers = [
  {
    name: 'ses-feedback',
    description: "Turns SES's permanent bounces and complaints into suppression records every send checks.",
    handler: 'functions/consumers/ses-feedback/record-suppression.ts',
    source: 'aws.ses',
    detailTypes: ['Email Bounced', 'Email Complaint Received'],
  },
] as const satisfies readonly AwsEventConsumer[];

export function awsEventPattern(consumer: AwsEventConsumer) {
  return { source: [consumer.source], 'detail-type': [...consumer.detailTypes] };
}

/** The EventBridge pattern of one consumer's rule. */
export function consumerPattern(consumer: Pick<ConsumerDefinition, 'detailTypes'>) {
  return { source: [EVENT_SOURCE], 'detail-type': [...consumer.detailTypes] };
}
