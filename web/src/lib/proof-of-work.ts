import type { ProofOfWorkChallenge } from '#shared/api/contracts/travels.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/**
 * Sends a call the API answered 428 (`proof_of_work_required`) once more, with a solved challenge in
 * `x-altcha`; if no challenge can be had or solved, the first answer stands.
 */
export async function sendWithProof(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  asked: Response,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const payload = await solveProofOfWork(getRuntimeConfig().apiBaseUrl, fetchImpl).catch(() => undefined);
  if (!payload) return asked;
  const headers = { ...(init?.headers as Record<string, string> | undefined), 'x-altcha': payload };
  return fetchImpl(input, { ...init, headers });
}

/**
 * Solves an ALTCHA proof of work for a write the API asked one for (428, ADR 0068): reads a challenge
 * from `GET /pow/challenge` and finds its number with altcha-lib's solver (Web Crypto, no third
 * party). Loaded only when the API asks, so no page's first load carries it.
 */
export async function solveProofOfWork(baseUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(`${baseUrl}/pow/challenge`, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`challenge answered ${response.status}`);
  const { algorithm, challenge, maxnumber, salt, signature } =
    (await response.json()) as ProofOfWorkChallenge;
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('no solution');
  return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
}
