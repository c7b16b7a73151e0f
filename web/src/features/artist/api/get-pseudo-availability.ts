import useSWR from 'swr';
import * as onboardingEndpoints from '#shared/api/endpoints/onboarding.ts';
import { api } from '#web/src/lib/api.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/** `GET /pseudos/{pseudo}` of `shared/api/routes.ts` (`getPseudoAvailability`), public. */
export interface PseudoAvailability {
  pseudo: string;
  available: boolean;
}

function pseudoAvailabilityKey(pseudo: string): string {
  return apiPath(onboardingEndpoints.getPseudoAvailability.path, { pseudo });
}

function getPseudoAvailability(pseudo: string): Promise<PseudoAvailability> {
  return api.get<PseudoAvailability>(pseudoAvailabilityKey(pseudo));
}

/** Whether a pseudo is free; pass null to check nothing (empty or invalid input). */
export function usePseudoAvailability(pseudo: string | null) {
  return useSWR<PseudoAvailability, ApiError>(pseudo ? pseudoAvailabilityKey(pseudo) : null, () =>
    getPseudoAvailability(pseudo ?? ''),
  );
}
