import type { ProofOfWorkRule, RouteRateLimit } from './route-types.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The WAF's rate rules (ADR 0069), per IP in any 5 minutes: CloudFront's (every request of the
 * distribution) and the user pool's (sign-up, codes, sign-in: they go to Cognito, not the API; the
 * local gateway plays it on `/cognito`).
 */
export const WAF_RATE_PER_IP = { edge: 2000, userPool: 300, windowSeconds: 5 * MINUTE } as const;

/**
 * When the booking and demand forms ask the browser for a proof of work (ALTCHA, ADR 0068): from the
 * second call of a source in an hour; a real client sends one.
 */
export const PROOF_OF_WORK = {
  bookingRequest: { afterPerSource: 1, windowSeconds: HOUR },
  travelDemand: { afterPerSource: 2, windowSeconds: HOUR },
  openingWatch: { afterPerSource: 2, windowSeconds: HOUR },
} as const satisfies Record<string, ProofOfWorkRule>;

/** The ALTCHA challenges' difficulty: a random number up to this (about a second on a phone). */
export const PROOF_OF_WORK_MAX_NUMBER = 100_000;
/** How long a challenge may be solved and used. */
export const PROOF_OF_WORK_SECONDS = 10 * MINUTE;

/**
 * Every anonymous write's limits, in one place (ADR 0068): per source address (the viewer's), per
 * target (the address an email goes to, the artist a view counts for), or both. A limit per target
 * alone would let strangers block a real client, so those are high or paired with the source.
 */
export const RATE_LIMITS = {
  /** A booking request: a client sends one or two; a script from one address gets ten a day. */
  bookingRequest: [
    { per: ['source'], limit: 5, windowSeconds: HOUR },
    { per: ['source'], limit: 10, windowSeconds: DAY },
    { per: ['body.client.email'], limit: 3, windowSeconds: DAY },
  ],
  /**
   * A request's email confirmation (ADR 0067): codes typed per source, and per source and request
   * (the handler's own tries per code bound the guessing; these bound one source's hammering).
   */
  requestConfirmation: [
    { per: ['source'], limit: 30, windowSeconds: 15 * MINUTE },
    { per: ['source', 'params.requestId'], limit: 10, windowSeconds: 15 * MINUTE },
  ],
  /** "Send again": the handler allows 3 emails a request, a minute apart; one source, 10 an hour. */
  requestConfirmationEmail: [{ per: ['source'], limit: 10, windowSeconds: HOUR }],
  /** Reference photos: at most 5 per request. */
  referenceImageUpload: [
    { per: ['source'], limit: 20, windowSeconds: HOUR },
    { per: ['source', 'params.pseudo'], limit: 10, windowSeconds: 10 * MINUTE },
  ],
  /** The page beacon: one per page shown. */
  pageView: [
    { per: ['source'], limit: 60, windowSeconds: MINUTE },
    { per: ['source', 'params.pseudo'], limit: 10, windowSeconds: MINUTE },
  ],
  /** "Tell me when booking opens here": one per visitor and city. */
  travelDemand: [
    { per: ['source'], limit: 10, windowSeconds: HOUR },
    { per: ['body.email'], limit: 5, windowSeconds: DAY },
  ],
  /**
   * "Email me when it opens" (ADR 0100): a visitor asks once per opening; an address gets one
   * confirmation email per opening whatever the asks, and at most a few asks a day from anywhere.
   */
  openingWatch: [
    { per: ['source'], limit: 10, windowSeconds: HOUR },
    { per: ['source', 'params.pseudo'], limit: 3, windowSeconds: HOUR },
    { per: ['body.email'], limit: 5, windowSeconds: DAY },
  ],
  /**
   * The portal's sign-in email: per source, and per source and address (a stranger's requests never
   * use up the owner's), with a daily bound per address against many sources.
   */
  portalLogin: [
    { per: ['source'], limit: 10, windowSeconds: 15 * MINUTE },
    { per: ['source', 'body.email'], limit: 3, windowSeconds: 15 * MINUTE },
    { per: ['source', 'body.email'], limit: 10, windowSeconds: DAY },
    { per: ['body.email'], limit: 30, windowSeconds: DAY },
  ],
  /** Codes typed: wrong ones burn the code (5 tries), these bound one source's guessing. */
  portalCode: [
    { per: ['source'], limit: 20, windowSeconds: 15 * MINUTE },
    { per: ['source', 'body.email'], limit: 10, windowSeconds: 15 * MINUTE },
  ],
  portalLink: [{ per: ['source'], limit: 20, windowSeconds: 15 * MINUTE }],
  /** ALTCHA challenges: one per form sent. */
  proofOfWorkChallenge: [{ per: ['source'], limit: 30, windowSeconds: HOUR }],
  /** Session refresh and sign-out: a browser refreshes every 15 minutes. */
  portalSession: [{ per: ['source'], limit: 60, windowSeconds: MINUTE }],
} as const satisfies Record<string, readonly RouteRateLimit[]>;
