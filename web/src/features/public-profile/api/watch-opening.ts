import type { OpeningWatchAnswer, OpeningWatchInput } from '#shared/api/contracts/opening-alerts.ts';
import * as alertEndpoints from '#shared/api/endpoints/opening-alerts.ts';
import { api } from '#web/src/lib/api.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/** `POST /artists/{pseudo}/opening/watchers` (`watchOpening`), public: email me when it opens (ADR 0100). */
export function watchOpening(pseudo: string, body: OpeningWatchInput): Promise<OpeningWatchAnswer> {
  return api.post<OpeningWatchAnswer>(apiPath(alertEndpoints.watchOpening.path, { pseudo }), body);
}
