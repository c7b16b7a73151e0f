import { describe, expect, it } from 'vitest';
import { codeDigits } from './emailed-code-field.tsx';

describe('codeDigits', () => {
  it('keeps the 6 digits of a pasted code', () => {
    expect(codeDigits(' 123 456 ')).toBe('123456');
    expect(codeDigits('123-4567')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});
