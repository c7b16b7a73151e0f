import { describe, expect, it } from 'vitest';
import { passwordPolicyViolation } from './password-policy.ts';

const inkslot = { MinimumLength: 8, RequireSymbols: true, RequireUppercase: false, RequireLowercase: false };

describe('passwordPolicyViolation', () => {
  it('accepts a password of 8+ characters with a symbol', () => {
    expect(passwordPolicyViolation(inkslot, 'Inkslot-demo-2026!')).toBeUndefined();
    expect(passwordPolicyViolation(inkslot, 'abcdefg!')).toBeUndefined();
  });

  it('rejects a short password and one without a symbol, in Cognito words', () => {
    expect(passwordPolicyViolation(inkslot, 'ab!')).toBe('Password not long enough');
    expect(passwordPolicyViolation(inkslot, 'abcdefgh1')).toBe('Password must have symbol characters');
  });

  it('does not count a leading or trailing space as the symbol', () => {
    expect(passwordPolicyViolation(inkslot, ' abcdefgh ')).toBe('Password must have symbol characters');
    expect(passwordPolicyViolation(inkslot, 'abcd efgh')).toBeUndefined();
  });

  it('checks the other rules when the pool asks for them', () => {
    const strict = { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true };
    expect(passwordPolicyViolation(strict, 'ABCDEFGH1')).toBe('Password must have lowercase characters');
    expect(passwordPolicyViolation(strict, 'abcdefgh1')).toBe('Password must have uppercase characters');
    expect(passwordPolicyViolation(strict, 'abcdEFGH')).toBe('Password must have numeric characters');
    expect(passwordPolicyViolation(undefined, 'x')).toBeUndefined();
  });
});
