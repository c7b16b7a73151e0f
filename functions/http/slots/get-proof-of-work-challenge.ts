import { httpHandler } from '#functions/lib/http-handler.ts';
import { newChallenge } from '#functions/lib/rate-limit/proof-of-work.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';

/** `GET /pow/challenge`: an ALTCHA challenge for the forms that ask one (ADR 0068). */
export const handler = httpHandler(profileRoutes.getProofOfWorkChallenge, () => newChallenge());
