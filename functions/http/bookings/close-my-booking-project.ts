import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { loadOwnProject, projectViewOfSessions } from '#functions/lib/lifecycle/project-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';

/**
 * The artist closes a project (ADR 0093): no more sessions to book, so no more reminders; the sessions
 * booked stay as they are (each cancelled on its own, the deposit's refund by the policy). Closing
 * twice answers the project as closed the first time.
 */
export const handler = httpHandler(bookingRoutes.closeMyBookingProject, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const project = await loadOwnProject(artistId, params.bookingId);
  const now = new Date();
  if (!project.first.session.closedAt) {
    const closedAt = now.toISOString();
    await getDb()
      .entities.booking.patch({ artistId, bookingId: project.first.bookingId })
      .set({ session: { ...project.first.session, closedAt }, updatedAt: closedAt })
      .where(({ session }, { exists }) => exists(session))
      .go();
    project.first = { ...project.first, session: { ...project.first.session, closedAt } };
  }
  const { refs } = await ownRefs(artistId, project.sessions);
  return projectViewOfSessions(project, refs, now);
});
