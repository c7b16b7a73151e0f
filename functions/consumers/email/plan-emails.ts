import type { EventPayload } from '../../../events/define-event.ts';
import type { artistOnboarded } from '../../../events/registry.ts';
import { translator } from '../../../shared/i18n/email-translator.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { type RenderedEmail, renderEmail } from '../../lib/email/render-email.ts';
import type { DomainEvent } from '../../lib/parse-bus-event.ts';
import { invoicePaymentFailedEmails, subscriptionChangedEmails } from './billing-emails.ts';
import { bookingCancelledEmails } from './booking-cancelled-emails.ts';
import { bookingNoticeEmails } from './booking-notice-emails.ts';
import type { PlanContext } from './client-wording.ts';
import { paymentUpdatedEmails } from './payment-updated-emails.ts';
import { requestAcceptedEmails } from './request-accepted-emails.ts';
import { requestCancelledEmails } from './request-cancelled-emails.ts';
import { requestCreatedEmails } from './request-created-emails.ts';
import { requestMoveAcceptedEmails } from './request-move-accepted-emails.ts';
import { requestRefusedEmails } from './request-refused-emails.ts';
import { slotMovedEmails } from './slot-moved-emails.ts';
import { bugReportedEmails, suggestionSubmittedEmails } from './support-emails.ts';
import { templateTestEmails } from './template-test-emails.ts';
import { travelDemandEmails } from './travel-demand-emails.ts';
import { offerTakenEmails, slotOfferedEmails } from './waitlist-emails.ts';

/** One email an event calls for: to whom, in which language, and its content. */
export interface PlannedEmail {
  /** Names the email (logs, tests); idempotency is per event and recipient (`emailEffectKey`). */
  template: string;
  to: string;
  locale: Locale;
  content: RenderedEmail;
}

type Planner = (payload: never, context: PlanContext) => PlannedEmail[];

function welcome(
  payload: EventPayload<typeof artistOnboarded>,
  { appUrl }: { appUrl: string },
): PlannedEmail[] {
  const t = translator(payload.locale);
  const link = `${appUrl}/${payload.pseudo}`;
  const vars = { displayName: payload.displayName, link };
  return [
    {
      template: 'welcome',
      to: payload.email,
      locale: payload.locale,
      content: renderEmail({
        locale: payload.locale,
        subject: t('email.welcome.subject', vars),
        paragraphs: [t('email.welcome.body', vars)],
        cta: { label: t('email.welcome.cta'), url: link },
      }),
    },
  ];
}

/** Which emails each detail type sends. A detail type routed to this consumer but absent here is a bug. */
const planners: Record<string, Planner> = {
  'artist.onboarded': welcome as Planner,
  'request.created': requestCreatedEmails as Planner,
  'request.accepted': requestAcceptedEmails as Planner,
  'request.refused': requestRefusedEmails as Planner,
  'request.cancelled': requestCancelledEmails as Planner,
  'request.move-accepted': requestMoveAcceptedEmails as Planner,
  'slot.moved': slotMovedEmails as Planner,
  'booking.cancelled': bookingCancelledEmails as Planner,
  'booking.notice-dispatched': bookingNoticeEmails as Planner,
  'waitlist.slot-offered': slotOfferedEmails as Planner,
  'waitlist.offer-taken': offerTakenEmails as Planner,
  'travel.booking-opened': travelDemandEmails as Planner,
  'payment.updated': paymentUpdatedEmails as Planner,
  'subscription.changed': subscriptionChangedEmails as Planner,
  'invoice.payment-failed': invoicePaymentFailedEmails as Planner,
  'email-template.test-requested': templateTestEmails as Planner,
  'bug.reported': bugReportedEmails as Planner,
  'suggestion.submitted': suggestionSubmittedEmails as Planner,
};

/**
 * The emails an event calls for: at most one per recipient (the first planned wins, say when an
 * artist books with their own address), since each is sent once per event and recipient.
 */
export function planEmails(event: DomainEvent, context: PlanContext): PlannedEmail[] {
  const planner = planners[event.detailType];
  if (!planner) throw new Error(`no email planner for ${event.detailType}`);
  const seen = new Set<string>();
  return planner(event.envelope.payload as never, context).filter((email) => {
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
