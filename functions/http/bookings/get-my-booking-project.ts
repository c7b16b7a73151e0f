import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { loadOwnProject, projectViewOfSessions } from '#functions/lib/lifecycle/project-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';

/**
 * The project one of the caller's bookings belongs to (ADR 0093): its sessions booked, in order, and
 * where it stands (done, booked, next to book). Another artist's booking: 404; outside a project: 409.
 */
export const handler = httpHandler(bookingRoutes.getMyBookingProject, async ({ params, caller }) => {
  const { artistId } = requireArtist(caller);
  const project = await loadOwnProject(artistId, params.bookingId);
  const { refs } = await ownRefs(artistId, project.sessions);
  return projectViewOfSessions(project, refs, new Date());
});
