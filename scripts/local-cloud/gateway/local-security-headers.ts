import { securityHeaders } from '../../../shared/config/security-headers.ts';
import type { WebMode } from './start-web.ts';

/**
 * The response headers policy of the local cloud (ADR 0040): CloudFront's, from the same source, with
 * the local origins. The SPA uploads straight to the S3 stand-in, as it does to the media bucket in
 * AWS. The built SPA (`--prod`, the e2e tier) gets the whole policy. Vite's dev server gets everything
 * but the Content-Security-Policy: it injects inline scripts and styles for hot reload.
 */
export function localSecurityHeaders(input: { web: WebMode; s3Endpoint: string }): Record<string, string> {
  const headers = securityHeaders({
    connect: [input.s3Endpoint],
    formAction: [],
    images: [input.s3Endpoint],
    https: false,
  });
  if (input.web === 'dev') delete headers['content-security-policy'];
  return headers;
}
