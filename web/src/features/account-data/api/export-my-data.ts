import type { DataExport } from '#shared/api/contracts/images.ts';
import * as imagesEndpoints from '#shared/api/endpoints/images.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/export` of `shared/api/routes.ts` (`exportMyData`): the archive's download link. */
export function exportMyData(): Promise<DataExport> {
  return artistApi.post<DataExport>(imagesEndpoints.exportMyData.path);
}
