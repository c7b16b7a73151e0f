import { expect, test } from './support/fixtures.ts';

/**
 * The built SPA, its prerendered pages and the API answer with CloudFront's response headers policy,
 * from the same source (shared/config/security-headers.ts, ADR 0040).
 */
test('the landing, an artist page and the API carry the security headers', async ({ request }) => {
  for (const path of ['/', '/demo', '/app', '/api/health']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("script-src 'self';");
    expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+; includeSubDomains; preload$/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
  }
});
