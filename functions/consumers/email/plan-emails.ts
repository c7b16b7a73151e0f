import type { DomainEvent } from '../../lib/parse-bus-event.ts';
import { invoicePaymentFailedEmail, subscriptionChangedEmail } from './billing-emails.ts';
import { bookingCancelledEmail } from './booking-cancelled-emails.ts';
import { bookingNoticeEmail } from './booking-notice-emails.ts';
import type { EmailDefinition, PlanContext, PlannedEmail } from './letter.ts';
import { paymentUpdatedEmail } from './payment-updated-emails.ts';
import { renderLetter } from './render-letter.ts';
import { requestAcceptedEmail } from './request-accepted-emails.ts';
import { requestCancelledEmail } from './request-cancelled-emails.ts';
import { requestCreatedEmail } from './request-created-emails.ts';
import { requestMoveAcceptedEmail } from './request-move-accepted-emails.ts';
import { requestRefusedEmail } from './request-refused-emails.ts';
import { slotMovedEmail } from './slot-moved-emails.ts';
import { bugReportedEmail, suggestionSubmittedEmail } from './support-emails.ts';
import { templateTestEmail } from './template-test-emails.ts';
import { travelDemandEmail } from './travel-demand-emails.ts';
import { offerTakenEmail, slotOfferedEmail } from './waitlist-emails.ts';
import { welcomeEmail } from './welcome-email.ts';

export type { PlannedEmail };

type Planner = (payload: never, context: PlanContext) => PlannedEmail[];

/** An email kind's planner: its definition's letters for the payload, each rendered by the one renderer. */
// biome-ignore lint/suspicious/noExplicitAny: a definition of any event; its own payload type checks it.
export function planner<D extends EmailDefinition<any>>(definition: D) {
  return (payload: Parameters<D['letters']>[0], context: PlanContext): PlannedEmail[] =>
    definition.letters(payload, context).map(renderLetter);
}

/** Which emails each detail type sends. A detail type routed to this consumer but absent here is a bug. */
const planners: Record<string, Planner> = {
  'artist.onboarded': planner(welcomeEmail) as Planner,
  'request.created': planner(requestCreatedEmail) as Planner,
  'request.accepted': planner(requestAcceptedEmail) as Planner,
  'request.refused': planner(requestRefusedEmail) as Planner,
  'request.cancelled': planner(requestCancelledEmail) as Planner,
  'request.move-accepted': planner(requestMoveAcceptedEmail) as Planner,
  'slot.moved': planner(slotMovedEmail) as Planner,
  'booking.cancelled': planner(bookingCancelledEmail) as Planner,
  'booking.notice-dispatched': planner(bookingNoticeEmail) as Planner,
  'waitlist.slot-offered': planner(slotOfferedEmail) as Planner,
  'waitlist.offer-taken': planner(offerTakenEmail) as Planner,
  'travel.booking-opened': planner(travelDemandEmail) as Planner,
  'payment.updated': planner(paymentUpdatedEmail) as Planner,
  'subscription.changed': planner(subscriptionChangedEmail) as Planner,
  'invoice.payment-failed': planner(invoicePaymentFailedEmail) as Planner,
  'email-template.test-requested': planner(templateTestEmail) as Planner,
  'bug.reported': planner(bugReportedEmail) as Planner,
  'suggestion.submitted': planner(suggestionSubmittedEmail) as Planner,
};

/**
 * The emails an event calls for: at most one per recipient (the first planned wins, say when an
 * artist books with their own address), since each is sent once per event and recipient.
 */
export function planEmails(event: DomainEvent, context: PlanContext): PlannedEmail[] {
  const plan = planners[event.detailType];
  if (!plan) throw new Error(`no email planner for ${event.detailType}`);
  const seen = new Set<string>();
  return plan(event.envelope.payload as never, context).filter((email) => {
    const recipient = recipientKey(email.to);
    if (seen.has(recipient)) return false;
    seen.add(recipient);
    return true;
  });
}

/** A recipient as idempotency keys name it: trimmed, lower case. */
export function recipientKey(address: string): string {
  return address.trim().toLowerCase();
}

/** The unit of email idempotency: one send per event and recipient (docs/decisions/0027-lifecycle-consumers.md). */
export function emailEffectKey(eventId: string, to: string): string {
  return `${eventId}:${recipientKey(to)}`;
}

export const plannedDetailTypes = Object.keys(planners);
