import type { EventBridgeEvent } from 'aws-lambda';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/lib/metrics.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';

/** What SES puts on the default bus for a configuration set's EventBridge destination (the parts read). */
export interface SesFeedbackDetail {
  eventType?: string;
  bounce?: {
    bounceType?: string;
    feedbackId?: string;
    timestamp?: string;
    bouncedRecipients?: { emailAddress?: string }[];
  };
  complaint?: {
    feedbackId?: string;
    timestamp?: string;
    complainedRecipients?: { emailAddress?: string }[];
  };
}

export const SES_FEEDBACK_SOURCE = 'aws.ses';
export const SES_FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'] as const;

/** The suppression records one SES event asks for: a permanent bounce's or a complaint's recipients. */
export function suppressionsOf(detail: SesFeedbackDetail) {
  if (detail.bounce) {
    // A transient bounce (mailbox full, greylisting) does not suppress: SES retries those itself.
    if (detail.bounce.bounceType !== 'Permanent') return [];
    return (detail.bounce.bouncedRecipients ?? []).flatMap(({ emailAddress }) =>
      emailAddress
        ? [{ email: emailAddress, reason: 'bounce' as const, feedbackId: detail.bounce?.feedbackId }]
        : [],
    );
  }
  if (detail.complaint) {
    return (detail.complaint.complainedRecipients ?? []).flatMap(({ emailAddress }) =>
      emailAddress
        ? [{ email: emailAddress, reason: 'complaint' as const, feedbackId: detail.complaint?.feedbackId }]
        : [],
    );
  }
  return [];
}

/**
 * The `ses-feedback` consumer (ADR 0069): SES's bounce and complaint events (the configuration set's
 * EventBridge destination; locally the SES stand-in's, for the mailbox simulator's addresses) become
 * suppression records, which every later send checks. Writing one twice is harmless.
 */
export const handler = async (event: EventBridgeEvent<string, SesFeedbackDetail>): Promise<void> => {
  const now = new Date().toISOString();
  for (const { email, reason, feedbackId } of suppressionsOf(event.detail ?? {})) {
    await getDb()
      .entities.emailSuppression.put({
        emailHash: emailHash(email),
        reason,
        at: event.time ?? now,
        ...(feedbackId && { feedbackId }),
      })
      .go();
    logger.info('email address suppressed', { reason });
    countMetric(reason === 'bounce' ? BUSINESS_METRICS.emailsBounced : BUSINESS_METRICS.emailsComplained);
  }
};
