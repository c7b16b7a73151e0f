import { randomUUID } from 'node:crypto';
import type { EventPlane } from '#scripts/local-cloud/events/start-event-plane.ts';
import type { FeedbackSink } from './start-ses.ts';

/**
 * What SES puts on the account's default bus for a configuration set's EventBridge destination, for
 * a simulator address (ADR 0069): `Email Bounced` with a permanent bounce, `Email Complaint Received`.
 */
export function sesFeedbackSink(options: { events: EventPlane; mailFrom: string }): FeedbackSink {
  return (kind, recipient) => {
    const timestamp = new Date().toISOString();
    const feedbackId = randomUUID();
    const mail = { timestamp, source: options.mailFrom, messageId: randomUUID(), destination: [recipient] };
    const detail =
      kind === 'bounce'
        ? {
            eventType: 'Bounce',
            mail,
            bounce: {
              bounceType: 'Permanent',
              bounceSubType: 'General',
              feedbackId,
              timestamp,
              bouncedRecipients: [{ emailAddress: recipient, action: 'failed', status: '5.1.1' }],
            },
          }
        : {
            eventType: 'Complaint',
            mail,
            complaint: {
              feedbackId,
              timestamp,
              complaintFeedbackType: 'abuse',
              complainedRecipients: [{ emailAddress: recipient }],
            },
          };
    options.events.putServiceEvent({
      source: 'aws.ses',
      detailType: kind === 'bounce' ? 'Email Bounced' : 'Email Complaint Received',
      detail,
    });
  };
}
