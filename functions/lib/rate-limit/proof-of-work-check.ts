import type { ProofOfWorkRule, RouteDefinition } from '#shared/api/route-types.ts';

/** The header a solved proof of work travels in: ALTCHA's base64 payload. */
export const PROOF_OF_WORK_HEADER = 'x-altcha';

type ProofOfWorkCheck = (
  route: Pick<RouteDefinition, 'method' | 'path'>,
  rule: ProofOfWorkRule,
  source: string,
  payload: string | undefined,
) => Promise<void>;

let check: ProofOfWorkCheck | undefined;

/**
 * The proof-of-work check, registered by the route groups whose routes declare `proofOfWork`
 * (`import '../../lib/rate-limit/proof-of-work.ts'` in their index): the ALTCHA verifier and its SSM
 * key then weigh only on those functions, not on every HTTP function that shares the handler.
 */
export function registerProofOfWork(implementation: ProofOfWorkCheck): void {
  check = implementation;
}

export function proofOfWorkCheck(): ProofOfWorkCheck {
  if (!check) throw new Error('a route declares proofOfWork but its group did not load the check');
  return check;
}
