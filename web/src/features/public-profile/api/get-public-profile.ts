import useSWR from 'swr';
import type { PublicProfile } from '../../../../../shared/api/contracts/artists.ts';
import { api } from '../../../lib/api.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiPath } from '../../../lib/api-path.ts';

/** `GET /artists/{pseudo}` of `shared/api/routes.ts` (`getPublicProfile`), public. */
export const getPublicProfileEndpoint = { method: 'GET', path: '/artists/{pseudo}' } as const;

export function publicProfileKey(pseudo: string): string {
  return apiPath(getPublicProfileEndpoint.path, { pseudo });
}

export function getPublicProfile(pseudo: string): Promise<PublicProfile> {
  return api.get<PublicProfile>(publicProfileKey(pseudo));
}

/** An artist's public profile; a 404 error means nobody has this pseudo. */
export function usePublicProfile(pseudo: string) {
  return useSWR<PublicProfile, ApiError>(publicProfileKey(pseudo), () => getPublicProfile(pseudo));
}
