import { versionToAnswer, writeAnswer } from '#functions/lib/designs/answer-design.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';

/**
 * `POST /portal/designs/{requestId}/versions/{version}/approve` (ADR 0090): the client approves a
 * version awaiting them (or awaiting the payment of the changes they asked: they changed their mind).
 * It is then the design pinned on the booking; `design.answered` tells the artist. Answered already:
 * 409 `design_answered`; past its answer-by day: 409 `design_expired`; another client's: 404.
 */
export const handler = httpHandler(
  designRoutes.approvePortalDesign,
  async ({ params, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const now = new Date();
    const context = await versionToAnswer(email, params.requestId, params.version, now);
    return writeAnswer(
      context,
      {
        set: { status: 'approved', answeredAt: now.toISOString() },
        remove: ['comment', 'revisionNumber', 'revisionCents'],
        from: ['awaiting', 'payment-due'],
        event: { answer: 'approved' },
      },
      correlationId,
      now,
    );
  },
);
