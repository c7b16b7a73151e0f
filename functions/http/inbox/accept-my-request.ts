import { consentAskedOnAccept } from '#functions/lib/consent/consent-forms.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { acceptanceItems, acceptanceOf } from '#functions/lib/lifecycle/accept-request.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { loadOwnBooking, loadOwnRequest, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '#shared/api/errors.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';
import { sessionOf } from '#shared/domain/projects/project-sessions.ts';

/**
 * Accepts a pending request with a final price and an optional deposit, as the first session of a
 * project of several when `sessions` says so (ADR 0093): ONE transaction moves the
 * request to `accepted` (only while pending), creates its booking (same id, only if absent; payment
 * state WAITING-FOR-DEPOSIT only with a deposit, docs/decisions/0025-payment-state.md) and records
 * `request.accepted` (functions/lib/lifecycle/accept-request.ts, which the client's pick of a
 * proposed time shares). The slot stays held by the request's slices. A retry, or a concurrent
 * accept, answers the booking the first one created, with no second event; a refused or cancelled
 * request answers 409 `request_not_pending`; one with proposed times 409 `times_proposed` (its own
 * slot is no longer held: the client picks, ADR 0087). docs/decisions/0026-request-lifecycle-transactions.md.
 */
export const handler = httpHandler(
  inboxRoutes.acceptMyRequest,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const request = await loadOwnRequest(artistId, requestId);
    if (request.status === 'accepted') return existingBooking(artistId, requestId);
    if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
    if (request.proposal) throw new ApiError(409, 'times_proposed');
    const now = new Date();
    const at = now.toISOString();
    // The consent form, if the artist's latest version asks for it (ADR 0088): the email says by when.
    const [{ refs, artist }, consent] = await Promise.all([
      ownRefs(artistId, [request]),
      consentAskedOnAccept(artistId, request.slotStart, at),
    ]);
    const accepted: HistoryEntry = { at, action: 'accepted', by: 'artist' };
    const acceptance = acceptanceOf(request, {
      artist,
      refs,
      money: body,
      entry: accepted,
      now,
      correlationId,
      consentDeadline: consent?.deadline,
      ...(body.sessions && {
        session: sessionOf({ projectId: requestId, ...body.sessions, depositCents: body.depositCents }, 1),
      }),
    });
    const canceled = await writeTransaction('accept request', () =>
      getDb()
        .transaction.write((entities) => [
          entities.bookingRequest
            .patch({ artistId, requestId })
            .set({ status: 'accepted', bookingId: requestId, updatedAt: at })
            .append({ history: [accepted] })
            .where(
              ({ status, proposal }, { eq, notExists }) =>
                `${eq(status, 'pending')} AND ${notExists(proposal)}`,
            )
            .commit(),
          ...acceptanceItems(entities, acceptance),
        ])
        .go(),
    );
    if (!canceled) return bookingViewOf(acceptance.booking, refs, now);
    // Accepted meanwhile (a retry or a concurrent accept): its booking; else refused or cancelled.
    const current = await loadOwnRequest(artistId, requestId);
    if (current.status === 'accepted') return existingBooking(artistId, requestId);
    if (current.status === 'pending' && current.proposal) throw new ApiError(409, 'times_proposed');
    throw new ApiError(409, current.status === 'pending' ? 'conflict' : 'request_not_pending');
  },
);

async function existingBooking(artistId: string, bookingId: string): Promise<BookingView> {
  const booking = await loadOwnBooking(artistId, bookingId);
  const { refs } = await ownRefs(artistId, [booking]);
  return bookingViewOf(booking, refs, new Date());
}
