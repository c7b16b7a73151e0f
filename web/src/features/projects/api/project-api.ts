import useSWR from 'swr';
import type { BookingView, ProjectSessionsView } from '#shared/api/contracts/bookings.ts';
import type { BookSessionInput, ProjectPlanInput } from '#shared/api/contracts/projects.ts';
import * as bookingsEndpoints from '#shared/api/endpoints/bookings.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/bookings/{bookingId}/project` (`getMyBookingProject`): any session names its project (ADR 0093). */
export function myProjectPath(bookingId: string): string {
  return apiPath(bookingsEndpoints.getMyBookingProject.path, { bookingId });
}

/** The project of a booking that is a session; none asked for one that is not. */
export function useMyBookingProject(bookingId: string, isSession: boolean) {
  return useSWR<ProjectSessionsView, ApiError>(
    isSession ? myProjectPath(bookingId) : null,
    (path: string) => artistApi.get<ProjectSessionsView>(path),
    { revalidateOnFocus: false },
  );
}

/** `PUT /me/bookings/{bookingId}/project` (`planMyBookingProject`): the booking becomes a first session. */
export function planMyBookingProject(
  bookingId: string,
  body: ProjectPlanInput,
): Promise<ProjectSessionsView> {
  return artistApi.put<ProjectSessionsView>(myProjectPath(bookingId), body);
}

/** `POST /me/bookings/{bookingId}/project/close` (`closeMyBookingProject`): no more sessions to book. */
export function closeMyBookingProject(bookingId: string): Promise<ProjectSessionsView> {
  return artistApi.post<ProjectSessionsView>(
    apiPath(bookingsEndpoints.closeMyBookingProject.path, { bookingId }),
    {},
  );
}

/** `POST /me/bookings/{bookingId}/sessions` (`bookMyProjectSession`): the next session on a slot. */
export function bookMyProjectSession(bookingId: string, body: BookSessionInput): Promise<BookingView> {
  return artistApi.post<BookingView>(
    apiPath(bookingsEndpoints.bookMyProjectSession.path, { bookingId }),
    body,
  );
}
