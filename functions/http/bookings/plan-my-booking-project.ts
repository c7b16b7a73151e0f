import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadOwnBooking, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { type Project, projectViewOfSessions } from '#functions/lib/lifecycle/project-items.ts';
import { firstSessionReminder } from '#functions/lib/lifecycle/session-reminders.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { sessionOf } from '#shared/domain/projects/project-sessions.ts';
import { openBooking } from './open-booking.ts';

/**
 * The artist turns an upcoming booking into the first session of a project of several (ADR 0093):
 * its deposit becomes the project's, credited as `depositRule` says; ONE transaction sets the
 * session part (only while the booking has none and is still confirmed) and plans the first reminder
 * of the next session. 409 `already_a_project` when it is one, `booking_canceled`/`booking_past`.
 */
export const handler = httpHandler(bookingRoutes.planMyBookingProject, async ({ params, body, caller }) => {
  const { artistId } = requireArtist(caller);
  const { bookingId } = params;
  const now = new Date();
  const booking = openBooking(await loadOwnBooking(artistId, bookingId), now);
  if (booking.session) throw new ApiError(409, 'already_a_project');
  const session = sessionOf({ projectId: bookingId, ...body, depositCents: booking.depositCents }, 1);
  const at = now.toISOString();
  const canceled = await writeTransaction('plan project', () =>
    getDb()
      .transaction.write((entities) => [
        entities.booking
          .patch({ artistId, bookingId })
          .set({ session, updatedAt: at })
          .where(
            ({ session: current, status }, { eq, notExists }) =>
              `${notExists(current)} AND ${eq(status, 'confirmed')}`,
          )
          .commit(),
        ...firstSessionReminder(entities, { ...booking, session }),
      ])
      .go(),
  );
  if (canceled) {
    const current = await loadOwnBooking(artistId, bookingId);
    throw new ApiError(409, current.session ? 'already_a_project' : 'booking_canceled');
  }
  const first = { ...booking, session, updatedAt: at };
  const project: Project = { first, sessions: [first] };
  const { refs } = await ownRefs(artistId, [booking]);
  return projectViewOfSessions(project, refs, now);
});
