import { profileRoutes } from '../../../shared/api/routes/profile.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { newChallenge } from '../../lib/rate-limit/proof-of-work.ts';

/** `GET /pow/challenge`: an ALTCHA challenge for the forms that ask one (ADR 0068). */
export const handler = httpHandler(profileRoutes.getProofOfWorkChallenge, () => newChallenge());
