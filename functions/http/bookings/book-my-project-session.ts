import { consentAskedOnAccept } from '#functions/lib/consent/consent-forms.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { acceptanceOf } from '#functions/lib/lifecycle/accept-request.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { moveHolds } from '#functions/lib/lifecycle/move-holds.ts';
import { moveTarget } from '#functions/lib/lifecycle/move-target.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import {
  isProjectClosed,
  loadOwnProject,
  type Project,
  type SessionBooking,
} from '#functions/lib/lifecycle/project-items.ts';
import { firstSessionReminder } from '#functions/lib/lifecycle/session-reminders.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import type { BookSessionInput } from '#shared/api/contracts/projects.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { isDepositPending } from '#shared/domain/lifecycle/payment-state.ts';
import { sessionOf } from '#shared/domain/projects/project-sessions.ts';
import { sessionIdOf } from '#shared/domain/projects/session-ids.ts';

/**
 * The artist books a project's next session (ADR 0093) on one of their slots (as a move takes one:
 * the engine's check, no request delay): a booking of its own, named from the project and the
 * number, with the project's client and design, its own price, no deposit of its own (the project's
 * is credited as its rule says) and its share. ONE transaction writes it (only if absent, or
 * cancelled: a session may be booked again), holds its slices (each only if free: 409 `slot_taken`),
 * plans the reminder of the session after it and records `request.accepted` with `session`, so the
 * calendar, the confirmation email, reminders and consent follow as for any booking.
 */
export const handler = httpHandler(
  bookingRoutes.bookMyProjectSession,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const project = await loadOwnProject(artistId, params.bookingId);
    const now = new Date();
    const bookingId = sessionIdOf(project.first.bookingId, body.number);
    const existing = bookableSession(project, body, bookingId);
    if (existing) return existingView(existing, now);
    const target = await moveTarget(artistId, bookingId, body.slotId, now);
    const at = now.toISOString();
    const { first } = project;
    const [{ refs, artist }, consent] = await Promise.all([
      ownRefs(artistId, [first]),
      consentAskedOnAccept(artistId, target.start, at),
    ]);
    const previous = project.sessions.find((booking) => booking.bookingId === bookingId);
    const acceptance = acceptanceOf(
      {
        ...first,
        requestId: bookingId,
        slotId: target.slotId,
        slotStart: target.start,
        slotEnd: target.end,
        travelId: target.location?.travelId,
        history: [],
        createdAt: at,
      },
      {
        artist,
        refs,
        money: { priceCents: body.priceCents },
        entry: { at, action: 'accepted', by: 'artist' },
        now,
        correlationId,
        consentDeadline: consent?.deadline,
        session: sessionOf({ ...first.session, depositCents: first.depositCents }, body.number),
        sequence: previous ? previous.sequence + 1 : 0,
      },
    );
    const { booking, event } = acceptance;
    const holdsFrom = 1;
    let holdsTo = 1;
    const canceled = await writeTransaction('book project session', () =>
      getDb()
        .transaction.write((entities) => {
          // Every slice of the slot, as a move from nothing to it claims them (each only if free).
          const { claim: holds } = moveHolds(entities.slotHold, {
            artistId,
            requestId: bookingId,
            from: { slotStart: booking.slotStart, slotEnd: booking.slotStart },
            to: booking,
            now: at,
          });
          holdsTo = holdsFrom + holds.length;
          return [
            entities.booking
              .put(booking)
              .where(
                ({ bookingId: id, status }, { eq, notExists }) =>
                  `(${notExists(id)} OR ${eq(status, 'canceled')})`,
              )
              .commit(),
            ...holds,
            ...firstSessionReminder(entities, booking),
            entities.outboxEvent.create(event).commit(),
          ];
        })
        .go(),
    );
    if (!canceled) return bookingViewOf(booking, refs, now);
    if (canceled.failed(0)) {
      // Booked meanwhile: the same slot is this request again (a retry), another is a second tab.
      const current = (await loadOwnProject(artistId, first.bookingId)).sessions.find(
        (item) => item.bookingId === bookingId,
      );
      if (current?.status === 'confirmed' && current.slotId === target.slotId)
        return existingView(current, now);
      throw new ApiError(409, 'session_booked');
    }
    throw new ApiError(409, canceled.anyFailed(holdsFrom, holdsTo) ? 'slot_taken' : 'conflict');
  },
);

/**
 * Checks the session can be booked: the project open, its deposit held, the number planned and the
 * one before it booked. Answers the session when it is booked on that very slot already (a retry).
 */
function bookableSession(
  project: Project,
  body: BookSessionInput,
  bookingId: string,
): SessionBooking | undefined {
  const { first, sessions } = project;
  if (isProjectClosed(project)) throw new ApiError(409, 'project_closed');
  if (body.number > first.session.planned) throw new ApiError(409, 'session_out_of_order');
  const booked = (number: number) =>
    sessions.find((booking) => booking.session.number === number && booking.status === 'confirmed');
  const existing = booked(body.number);
  if (existing) {
    if (existing.slotId === body.slotId) return existing;
    throw new ApiError(409, 'session_booked');
  }
  if (!booked(body.number - 1)) throw new ApiError(409, 'session_out_of_order');
  if (isDepositPending(first.paymentState, first.depositCents)) throw new ApiError(409, 'deposit_not_held');
  if (sessions.some((booking) => booking.bookingId === bookingId && booking.status === 'confirmed'))
    throw new ApiError(409, 'session_booked');
  return undefined;
}

async function existingView(booking: SessionBooking, now: Date) {
  const { refs } = await ownRefs(booking.artistId, [booking]);
  return bookingViewOf(booking, refs, now);
}
