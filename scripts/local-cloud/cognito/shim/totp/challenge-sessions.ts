import { randomBytes } from 'node:crypto';

/** How long Cognito keeps a sign-in challenge's `Session` open: three minutes. */
export const CHALLENGE_SESSION_MS = 3 * 60_000;
/** Wrong codes a challenge takes before its session is closed (the user signs in again). */
export const MAX_CHALLENGE_ATTEMPTS = 5;

interface OpenChallenge {
  challengeName: string;
  clientId: string;
  username: string;
  expiresAt: number;
  attempts: number;
}

/**
 * The sign-in challenges the stand-in has opened, by `Session`, in memory as Cognito keeps them
 * (short-lived, lost on restart like any half-done sign-in). cognito-local hands out a random
 * `Session` but never checks it back: a TOTP code alone, with a user name, would then be a sign-in.
 */
export class ChallengeSessions {
  readonly #open = new Map<string, OpenChallenge>();

  constructor(private readonly now: () => number = Date.now) {}

  open(challenge: Omit<OpenChallenge, 'expiresAt' | 'attempts'>): string {
    this.#sweep();
    const session = randomBytes(48).toString('base64url');
    this.#open.set(session, { ...challenge, expiresAt: this.now() + CHALLENGE_SESSION_MS, attempts: 0 });
    return session;
  }

  /** The open challenge behind `session`, if it is still open and is this one. */
  find(session: string | undefined, challengeName: string, clientId: string): OpenChallenge | undefined {
    const open = session ? this.#open.get(session) : undefined;
    if (!open || open.expiresAt <= this.now()) return undefined;
    if (open.challengeName !== challengeName || open.clientId !== clientId) return undefined;
    return open;
  }

  /** A wrong answer: counted; the session closes at the limit. */
  fail(session: string) {
    const open = this.#open.get(session);
    if (!open) return;
    open.attempts += 1;
    if (open.attempts >= MAX_CHALLENGE_ATTEMPTS) this.#open.delete(session);
  }

  close(session: string) {
    this.#open.delete(session);
  }

  #sweep() {
    const now = this.now();
    for (const [session, open] of this.#open) if (open.expiresAt <= now) this.#open.delete(session);
  }
}
