import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, pointed at the local cloud's app: the globalSetup starts it on a free port
 * and leaves its origin in `E2E_APP_URL`, which the workers inherit.
 *
 * The gateway sends CloudFront's Content-Security-Policy in front of the built SPA (ADR 0040): every
 * test fails if a page of its context reports a violation, so a change the policy would break in
 * production breaks here first.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  baseURL: async ({ baseURL }, use) => {
    const appUrl = baseURL ?? process.env.E2E_APP_URL;
    if (!appUrl) throw new Error('E2E_APP_URL is not set: run through tests/e2e/playwright.config.ts');
    await use(appUrl);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && /^CSP violation|Content Security Policy/.test(message.text()))
          violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
