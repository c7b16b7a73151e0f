import { createConnectedCheckout } from '#functions/lib/billing/connected-checkout.ts';
import { getDb } from '#functions/lib/db.ts';
import { takesPaymentsOnline } from '#functions/lib/designs/design-items.ts';
import { clientDesign, designSubject } from '#functions/lib/designs/design-subjects.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { designRoutes } from '#shared/api/routes/designs.ts';
import { isAnswerable } from '#shared/domain/designs/design-rules.ts';
import { revisionLineName } from '#shared/domain/designs/revision-payment.ts';

/**
 * `POST /portal/designs/{requestId}/versions/{version}/revision-checkout` (ADR 0090): the Stripe
 * Checkout session for a revision beyond those included, made now on the artist's own account
 * exactly as a deposit's (ADR 0057: the artist is the merchant, the platform's share if configured),
 * for the version whose changes wait for it (`payment-due`, not past its answer-by day). Its
 * `checkout.session.completed` goes through the same webhook and billing-sync, which sends the changes
 * to the artist. Another client's: 404; nothing to pay: 409 `revision_not_payable`.
 */
export const handler = httpHandler(designRoutes.createPortalRevisionCheckout, async ({ params, caller }) => {
  const { email } = requireClient(caller);
  const { requestId, version } = params;
  const { artistId, versions } = await clientDesign(email, requestId);
  const item = versions.find((v) => v.version === version);
  if (!item) throw new ApiError(404, 'not_found');
  const now = new Date();
  const [{ data: artist }, subject] = await Promise.all([
    getDb().entities.artist.get({ artistId }).go({ consistent: true }),
    designSubject(artistId, requestId, now),
  ]);
  const amount = item.revisionCents ?? 0;
  if (!artist?.paymentAccountId || !takesPaymentsOnline(artist) || !subject.live)
    throw new ApiError(409, 'revision_not_payable');
  if (item.status !== 'payment-due' || !isAnswerable(item, now) || amount <= 0 || item.paymentIntentId)
    throw new ApiError(409, 'revision_not_payable');

  return createConnectedCheckout({
    accountId: artist.paymentAccountId,
    amountCents: amount,
    currency: item.currency,
    lineName: revisionLineName(subject.item.locale, artist.displayName || artist.pseudo),
    metadata: { artistId, requestId, version: String(version), purpose: 'revision' },
    reference: requestId,
    clientEmail: email,
    locale: subject.item.locale,
    page: `/portal/${subject.on === 'booking' ? 'bookings' : 'requests'}`,
    paid: 'revision=paid',
    now,
  });
});
