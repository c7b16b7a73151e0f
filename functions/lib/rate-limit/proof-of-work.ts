import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { env } from '#functions/lib/env.ts';
import { secureString } from '#functions/lib/ssm-secure-string.ts';
import type { ProofOfWorkChallenge } from '#shared/api/contracts/travels.ts';
import { ApiError } from '#shared/api/errors.ts';
import { PROOF_OF_WORK_MAX_NUMBER, PROOF_OF_WORK_SECONDS } from '#shared/api/rate-limits.ts';
import type { ProofOfWorkRule, RouteDefinition } from '#shared/api/route-types.ts';
import { registerProofOfWork } from './proof-of-work-check.ts';
import { claimOnce, takeRate } from './rate-limit.ts';

async function hmacKey(): Promise<string> {
  return secureString(env.altchaKeyParameter);
}

/** A new ALTCHA challenge (v1, SHA-256), signed with the server's key, valid 10 minutes. */
export async function newChallenge(now = new Date()): Promise<ProofOfWorkChallenge> {
  const challenge = await createChallenge({
    hmacKey: await hmacKey(),
    maxNumber: PROOF_OF_WORK_MAX_NUMBER,
    expires: new Date(now.getTime() + PROOF_OF_WORK_SECONDS * 1000),
  });
  return { ...challenge, algorithm: 'SHA-256', maxnumber: challenge.maxnumber ?? PROOF_OF_WORK_MAX_NUMBER };
}

/**
 * A source's first `afterPerSource` calls in the window pass; after that each call needs a solved
 * challenge: signed by our key, not expired, and never used before (its signature is recorded once,
 * until the challenge would expire). Otherwise 428 `proof_of_work_required` (the SPA solves one and
 * sends again).
 */
async function requireProofOfWork(
  route: Pick<RouteDefinition, 'method' | 'path'>,
  rule: ProofOfWorkRule,
  source: string,
  payload: string | undefined,
  now = new Date(),
): Promise<void> {
  const scope = `pow:${route.method} ${route.path}:${source}`;
  const free = await takeRate(scope, { limit: rule.afterPerSource, windowSeconds: rule.windowSeconds }, now);
  if (free.allowed) return;
  if (!payload || payload.length > 2000) throw new ApiError(428, 'proof_of_work_required');
  const key = await hmacKey();
  const valid = await verifySolution(payload, key, true).catch(() => false);
  if (!valid) throw new ApiError(428, 'proof_of_work_required');
  const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
  const expiresAt = Math.ceil(now.getTime() / 1000) + PROOF_OF_WORK_SECONDS + 60;
  if (!(await claimOnce(`altcha:${signature}`, expiresAt))) throw new ApiError(428, 'proof_of_work_required');
}

registerProofOfWork(requireProofOfWork);
