import type { ConsumedType, ConsumerEvent } from '#events/consumers.ts';
import type { DomainEvent, PayloadOf } from '#events/registry.ts';
import type { EmailTemplateKind } from '#shared/domain/email-templates.ts';
import { invoicePaymentFailedEmail, subscriptionChangedEmail } from './billing-emails.ts';
import { bookingCancelledEmail } from './booking-cancelled-emails.ts';
import { bookingNoticeEmail } from './booking-notice-emails.ts';
import { consentSignedEmail } from './consent-signed-emails.ts';
import { depositExpiryEmail } from './deposit-expiry-emails.ts';
import { designAnsweredEmail, designSharedEmail } from './design-emails.ts';
import { healedPhotoEmail } from './healed-photo-emails.ts';
import { lateArrivalEmail } from './late-arrival-emails.ts';
import type { EmailDefinition, Letter, PlanContext, PlannedEmail } from './letter.ts';
import { notDrawnEmail } from './opening-emails.ts';
import { watchAskedEmail, watchersToldEmail } from './opening-watch-emails.ts';
import { paymentUpdatedEmail } from './payment-updated-emails.ts';
import { sessionReminderEmail } from './project-emails.ts';
import { depositReceiptEmail, proReceiptEmail } from './receipt-emails.ts';
import { renderLetter } from './render-letter.ts';
import { requestAcceptedEmail } from './request-accepted-emails.ts';
import { requestCancelledEmail } from './request-cancelled-emails.ts';
import { requestCreatedEmail } from './request-created-emails.ts';
import { requestMoveAcceptedEmail } from './request-move-accepted-emails.ts';
import { requestRefusedEmail } from './request-refused-emails.ts';
import { requestTimesProposedEmail } from './request-times-proposed-emails.ts';
import { signInLink } from './sign-in-link.ts';
import { slotMovedEmail } from './slot-moved-emails.ts';
import { bugReportedEmail, suggestionSubmittedEmail } from './support-emails.ts';
import { templateTestEmail } from './template-test-emails.ts';
import { travelDemandEmail } from './travel-demand-emails.ts';
import { offerTakenEmail, slotOfferedEmail } from './waitlist-emails.ts';
import { welcomeEmail } from './welcome-email.ts';

export type { PlannedEmail };

/** The detail types the email consumer takes (events/consumers.ts). */
type EmailEventType = ConsumedType<'email'>;

/**
 * Which emails each detail type sends: one email kind's definition per type the consumer takes, over
 * that type's payload as the registry types it (ADR 0076).
 */
type Definitions = {
  [D in EmailEventType]: {
    letters: (payload: PayloadOf<D>, context: PlanContext) => Letter[];
    wording?: ((payload: PayloadOf<D>) => EmailTemplateKind | undefined) | undefined;
  };
};

/** An email kind's planner: its definition's letters for the payload, each rendered by the one renderer. */
// biome-ignore lint/suspicious/noExplicitAny: a definition of any event; its own payload type checks it.
export function planner<D extends EmailDefinition<any>>(definition: D) {
  return (payload: Parameters<D['letters']>[0], context: PlanContext): PlannedEmail[] =>
    definition.letters(payload, context).map((letter) => renderLetter(letter));
}

/** Which emails each detail type sends. */
const definitions: Definitions = {
  'artist.onboarded': welcomeEmail,
  'request.created': requestCreatedEmail,
  'request.accepted': requestAcceptedEmail,
  'request.refused': requestRefusedEmail,
  'request.cancelled': requestCancelledEmail,
  'request.move-accepted': requestMoveAcceptedEmail,
  'request.times-proposed': requestTimesProposedEmail,
  'slot.moved': slotMovedEmail,
  'booking.cancelled': bookingCancelledEmail,
  'booking.notice-dispatched': bookingNoticeEmail,
  'waitlist.slot-offered': slotOfferedEmail,
  'waitlist.offer-taken': offerTakenEmail,
  'travel.booking-opened': travelDemandEmail,
  'payment.updated': paymentUpdatedEmail,
  'booking.late-arrival-marked': lateArrivalEmail,
  'booking.healed-photo-received': healedPhotoEmail,
  'deposit.expiry-noticed': depositExpiryEmail,
  'subscription.changed': subscriptionChangedEmail,
  'invoice.payment-failed': invoicePaymentFailedEmail,
  'pro.receipt-issued': proReceiptEmail,
  'deposit.receipt-issued': depositReceiptEmail,
  'email-template.test-requested': templateTestEmail,
  'bug.reported': bugReportedEmail,
  'suggestion.submitted': suggestionSubmittedEmail,
  'consent.signed': consentSignedEmail,
  'design.shared': designSharedEmail,
  'design.answered': designAnsweredEmail,
  'project.session-reminded': sessionReminderEmail,
  'opening.not-drawn': notDrawnEmail,
  'opening.watch-asked': watchAskedEmail,
  'opening.watchers-notified': watchersToldEmail,
};

/** The definition of an event's email kind, by its detail type. */
function definitionOf<D extends EmailEventType>(event: DomainEvent<D>): Definitions[D] {
  const definition: Definitions[D] | undefined = definitions[event.detailType];
  if (!definition) throw new Error(`no email planner for ${event.detailType}`);
  return definition;
}

/** Which of the artist's templates words the client email an event sends, if it sends one. */
export function wordingKind(event: ConsumerEvent<'email'>): EmailTemplateKind | undefined {
  return kindOf(event);
}

function kindOf<D extends EmailEventType>(event: DomainEvent<D>): EmailTemplateKind | undefined {
  return definitionOf(event).wording?.(event.envelope.payload);
}

/**
 * An event's letters, by its email kind's definition, each rendered by the one renderer; a client's
 * button into the portal carries its send's sign-in link (ADR 0085).
 */
function emailsOf<D extends EmailEventType>(event: DomainEvent<D>, context: PlanContext): PlannedEmail[] {
  const eventId = event.envelope.metadata.id;
  return definitionOf(event)
    .letters(event.envelope.payload, context)
    .map((letter) => renderLetter(letter, signInLink(letter, emailEffectKey(eventId, letter.to), context)));
}

/**
 * The emails an event calls for: at most one per recipient (the first planned wins, say when an
 * artist books with their own address), since each is sent once per event and recipient.
 */
export function planEmails(event: ConsumerEvent<'email'>, context: PlanContext): PlannedEmail[] {
  const seen = new Set<string>();
  return emailsOf(event, context).filter((email) => {
    const recipient = recipientKey(email.to);
    if (seen.has(recipient)) return false;
    seen.add(recipient);
    return true;
  });
}

/** A recipient as idempotency keys name it: trimmed, lower case. */
function recipientKey(address: string): string {
  return address.trim().toLowerCase();
}

/** The unit of email idempotency: one send per event and recipient (docs/decisions/0027-lifecycle-consumers.md). */
export function emailEffectKey(eventId: string, to: string): string {
  return `${eventId}:${recipientKey(to)}`;
}

export const plannedDetailTypes = Object.keys(definitions);
