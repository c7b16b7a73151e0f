/**
 * The response headers of everything the product's origin serves, one source for CloudFront's
 * response headers policy (infra/constructs/security-headers.ts) and the local gateway in front of
 * the built SPA (`npm start -- --prod`, the e2e tier; ADR 0040).
 */

/** Where the browser may go besides the app's own origin. */
export interface SecurityOrigins {
  /** Endpoints the SPA calls (Cognito's API and hosted UI, the media bucket's uploads). */
  connect: readonly string[];
  /** Where forms may post (the hosted UI's sign-in). */
  formAction: readonly string[];
  /** Where images may come from besides the origin, `data:` and `blob:` (uploads before they are processed). */
  images: readonly string[];
  /** Over HTTPS, subresources asked over HTTP are upgraded; never on a local `http://` origin. */
  https: boolean;
}

/**
 * The Content-Security-Policy: same origin for scripts, style sheets and fonts; no inline script, no
 * eval. Inline `<style>` elements are allowed (`style-src-elem`): Radix's dialogs and menus lock the
 * page's scroll with one they write at run time, whose content no hash can know (ADR 0040).
 */
export function contentSecurityPolicy(origins: SecurityOrigins): string {
  const list = (extra: readonly string[]) => ['', ...extra].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(origins.images)}`,
    "font-src 'self'",
    `connect-src 'self'${list(origins.connect)}`,
    `form-action 'self'${list(origins.formAction)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    ...(origins.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** HSTS for two years, subdomains included, preload-ready. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'DENY';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const OPENER_POLICY = 'same-origin';

/** Every security header with its value, as a browser receives them. */
export function securityHeaders(origins: SecurityOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'x-frame-options': FRAME_OPTIONS,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': OPENER_POLICY,
  };
}
