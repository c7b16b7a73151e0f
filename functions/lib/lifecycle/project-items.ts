import { getDb } from '#functions/lib/db.ts';
import type { ProjectSessionsView } from '#shared/api/contracts/bookings.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import { projectProgress } from '#shared/domain/projects/project-sessions.ts';
import { sessionIdOf } from '#shared/domain/projects/session-ids.ts';
import type { ArtistRefs } from './artist-refs.ts';
import { bookingViewOf } from './artist-views.ts';
import { loadOwnBooking } from './owned-items.ts';

/** A booking of a project of several sessions (ADR 0093), its session part known to be there. */
export type SessionBooking = BookingItem & { session: NonNullable<BookingItem['session']> };

/** A project: its first session (which holds the deposit and the closing) and every session booked. */
export interface Project {
  first: SessionBooking;
  /** The sessions booked (cancelled ones too), by number. */
  sessions: SessionBooking[];
}

const isSession = (booking: BookingItem | undefined): booking is SessionBooking =>
  booking?.session !== undefined;

/**
 * The project of one of the artist's bookings, read by its sessions' ids (derived from the project's,
 * shared/domain/projects/project-sessions.ts): one consistent batch read, no query. 404 for another
 * artist's booking, 409 `not_a_project` for a booking outside a project.
 */
export async function loadOwnProject(artistId: string, bookingId: string): Promise<Project> {
  const booking = await loadOwnBooking(artistId, bookingId);
  if (!isSession(booking)) throw new ApiError(409, 'not_a_project');
  return loadProject(artistId, booking.session.projectId, booking.session.planned);
}

/** A project by its id, its planned sessions read at once. */
export async function loadProject(artistId: string, projectId: string, planned: number): Promise<Project> {
  const keys = Array.from({ length: planned }, (_, index) => ({
    artistId,
    bookingId: sessionIdOf(projectId, index + 1),
  }));
  const { data } = await getDb().entities.booking.get(keys).go({ consistent: true });
  const sessions = (data as (BookingItem | undefined)[])
    .filter(isSession)
    .filter((booking) => booking.session.projectId === projectId)
    .sort((a, b) => a.session.number - b.session.number);
  const first = sessions.find((booking) => booking.session.number === 1);
  if (!first) throw new ApiError(404, 'not_found');
  return { first, sessions };
}

/** Whether no more session can be booked: closed by the artist, or its first session cancelled. */
export function isProjectClosed(project: Project): boolean {
  return project.first.status === 'canceled' || project.first.session.closedAt !== undefined;
}

/** The project as its artist sees it: its sessions in order and where it stands. */
export function projectViewOfSessions(project: Project, refs: ArtistRefs, now: Date): ProjectSessionsView {
  const { first, sessions } = project;
  const progress = projectProgress(
    first.session.planned,
    sessions.map((booking) => ({
      number: booking.session.number,
      slotStart: booking.slotStart,
      slotEnd: booking.slotEnd,
      canceled: booking.status === 'canceled',
    })),
    now,
  );
  return {
    projectId: first.bookingId,
    progress: isProjectClosed(project) ? { ...progress, nextToBook: undefined } : progress,
    sessions: sessions.map((booking) => bookingViewOf(booking, refs, now)),
    ...(first.session.closedAt && { closedAt: first.session.closedAt }),
  };
}
