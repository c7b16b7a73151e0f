import { securityHeaders } from '#shared/config/security-headers.ts';
import type { WebMode } from './start-web.ts';

/**
 * The response headers policy of the local cloud (ADR 0040): CloudFront's, from the same source, with
 * the local origins. The SPA uploads straight to the S3 stand-in, as it does to the media bucket in
 * AWS, and exchanges its sign-in code with the hosted UI stand-in. The built SPA (`--prod`, the e2e tier) gets the whole policy. Vite's dev server gets everything
 * but the Content-Security-Policy: it injects inline scripts and styles for hot reload.
 */
export function localSecurityHeaders(input: {
  web: WebMode;
  s3Endpoint: string;
  /** The hosted UI stand-in, whose token endpoint the SPA calls (ADR 0056). */
  oauthOrigin?: string | undefined;
}): Record<string, string> {
  const headers = securityHeaders({
    connect: [input.s3Endpoint, ...(input.oauthOrigin ? [input.oauthOrigin] : [])],
    formAction: [],
    images: [input.s3Endpoint],
    https: false,
  });
  if (input.web === 'dev') delete headers['content-security-policy'];
  return headers;
}
