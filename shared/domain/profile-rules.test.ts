import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFullWebUrl, knownStyles } from './profile-rules.ts';

describe('link URLs', () => {
  it('accepts full http(s) web addresses', () => {
    for (const url of [
      'https://instagram.com/ink.mia',
      'http://example.org',
      'HTTPS://Example.com/path?q=1#x',
      'https://www.tiktok.com/@mia',
    ]) {
      expect(isFullWebUrl(url), url).toBe(true);
    }
  });

  it('refuses anything that is not a full web address', () => {
    for (const url of [
      'www.x.com',
      'instagram.com/mia',
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:mia@example.com',
      'ftp://files.example.com',
      'https://',
      'https://localhost',
      'https://user:pass@example.com',
      'https://example.',
      '//example.com',
      '',
    ]) {
      expect(isFullWebUrl(url), url).toBe(false);
    }
  });

  it('never accepts a scheme other than http and https', () => {
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.constantFrom('javascript', 'data', 'file', 'ftp', 'vbscript'),
        (url, scheme) => {
          expect(isFullWebUrl(url.replace(/^https?/, scheme))).toBe(false);
        },
      ),
    );
  });
});

describe('styles', () => {
  it('keeps the known styles in order and drops retired ones', () => {
    expect(knownStyles(['realism', 'retired-style', 'blackwork'])).toEqual(['realism', 'blackwork']);
    expect(knownStyles(undefined)).toEqual([]);
  });
});
