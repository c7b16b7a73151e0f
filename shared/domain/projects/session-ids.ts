import { uuidV5 } from '#shared/domain/booking/request-id.ts';

/** The UUID v5 namespace of project sessions (a fixed random UUID: never change it). */
const SESSION_NAMESPACE = '5f0c2b7e-9a41-4d3c-8e62-1b7d9c0a4e35';

/**
 * The booking id of a project's session: the first is the project's own id (the accepted request's);
 * each further one is derived from the project and the number, so booking "session 3" twice finds
 * the same booking (a retry answers it, a second tab gets 409).
 */
export function sessionIdOf(projectId: string, number: number): string {
  return number === 1 ? projectId : uuidV5(`${projectId}/${number}`, SESSION_NAMESPACE);
}
