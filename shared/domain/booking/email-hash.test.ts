import { describe, expect, it } from 'vitest';
import { emailHash, normalizeEmail } from './email-hash.ts';

describe('email hashes of blocks', () => {
  it('are the same for the same address in any case or padding, and never the address itself', () => {
    expect(normalizeEmail('  Camille@Example.COM ')).toBe('camille@example.com');
    expect(emailHash('Camille@Example.com')).toBe(emailHash(' camille@example.com'));
    expect(emailHash('camille@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHash('camille@example.com')).not.toBe(emailHash('camille@example.org'));
  });
});
