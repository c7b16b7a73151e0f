import { versionToAnswer, writeAnswer } from '#functions/lib/designs/answer-design.ts';
import { takesPaymentsOnline } from '#functions/lib/designs/design-items.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';
import { revisionCharge, revisionsUsed } from '#shared/domain/designs/design-rules.ts';

/**
 * `POST /portal/designs/{requestId}/versions/{version}/changes {comment, acceptedPriceCents}` (ADR
 * 0090): the client asks for changes. The change is the next revision; within those the policy
 * includes (or with no price) it reaches the artist at once (`design.answered`). Beyond them, at a
 * price, the version waits for the payment (`payment-due`, nothing sent): the client pays it online
 * like a deposit, and the artist is told once it is paid. A price other than the one the client was
 * shown: 409 `revision_price_changed`, nothing recorded. Answered already: 409 `design_answered`.
 */
export const handler = httpHandler(
  designRoutes.askPortalDesignChanges,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const now = new Date();
    const context = await versionToAnswer(email, params.requestId, params.version, now);
    const { item, versions, artist } = context;
    if (item.status !== 'awaiting') throw new ApiError(409, 'design_answered');
    const charge = revisionCharge(item, revisionsUsed(versions), takesPaymentsOnline(artist));
    if (charge.priceCents !== body.acceptedPriceCents) throw new ApiError(409, 'revision_price_changed');
    const at = now.toISOString();
    const asked = { comment: body.comment, revisionNumber: charge.number, revisionCents: charge.priceCents };
    return writeAnswer(
      context,
      charge.priceCents > 0
        ? { set: { ...asked, status: 'payment-due' }, from: ['awaiting'] }
        : {
            set: { ...asked, status: 'changes-asked', answeredAt: at },
            from: ['awaiting'],
            event: {
              answer: 'changes',
              comment: body.comment,
              revision: { number: charge.number, priceCents: 0, currency: item.currency },
            },
          },
      correlationId,
      now,
    );
  },
);
