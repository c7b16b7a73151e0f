import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * An address no email goes to any more (ADR 0069): SES reported a permanent bounce or a complaint for
 * it (the `ses-feedback` consumer). Keyed by the SHA-256 of the normalized address, never the address
 * itself; every send checks it first (functions/lib/email/recipient-guard.ts).
 */
export const EmailSuppressionEntity = new Entity({
  model: { entity: 'emailSuppression', version: '1', service: SERVICE },
  attributes: {
    emailHash: { type: 'string', required: true, readOnly: true },
    reason: { type: ['bounce', 'complaint'] as const, required: true },
    /** ISO time SES reported it. */
    at: { type: 'string', required: true },
    /** SES's feedback id, for support. */
    feedbackId: { type: 'string' },
  },
  indexes: {
    byEmailHash: {
      pk: { field: 'pk', composite: ['emailHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
