import { portalPaths } from '#web/src/app/paths.ts';
/**
 * What `/portal/login` hands to `/portal/login/otp` in this tab: the address the email went to, when
 * the resend button unlocks, and the page to open after signing in. In `sessionStorage`: it never
 * outlives the tab, and holds no secret.
 */
export interface LoginAttempt {
  email: string;
  /** Epoch ms: the resend button unlocks then. */
  resendAt: number;
  /** A portal page (`/portal/...`) to open after signing in. */
  redirect?: string | undefined;
}

const KEY = 'portal_login';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readLoginAttempt(): LoginAttempt | null {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<LoginAttempt> | null;
    if (!value || typeof value.email !== 'string' || typeof value.resendAt !== 'number') return null;
    return { email: value.email, resendAt: value.resendAt, redirect: portalReturnPath(value.redirect) };
  } catch {
    return null;
  }
}

export function storeLoginAttempt(attempt: LoginAttempt): void {
  storage()?.setItem(KEY, JSON.stringify(attempt));
}

export function clearLoginAttempt(): void {
  storage()?.removeItem(KEY);
}

/** The page the portal opens after signing in. */
export const PORTAL_HOME = portalPaths.requests;

/** A `?redirect=` worth following: a portal page of this site (not a login page), else undefined. */
export function portalReturnPath(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith(`${portalPaths.root}/`) ||
    value.startsWith(portalPaths.login)
  )
    return undefined;
  if (/[\\\s]|\/\/|\/\.\.?(\/|$)/.test(value)) return undefined;
  return value;
}
