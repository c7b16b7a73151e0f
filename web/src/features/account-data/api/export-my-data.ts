import type { DataExport } from '../../../../../shared/api/contracts/images.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/export` of `shared/api/routes.ts` (`exportMyData`): the archive's download link. */
export const exportMyDataEndpoint = { method: 'POST', path: '/me/export' } as const;

export function exportMyData(): Promise<DataExport> {
  return artistApi.post<DataExport>(exportMyDataEndpoint.path);
}
