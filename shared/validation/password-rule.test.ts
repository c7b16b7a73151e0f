import { describe, expect, it } from 'vitest';
import { passwordField } from './fields.ts';
import { hasPasswordSymbol, PASSWORD_SYMBOLS } from './password-rule.ts';

describe('the password’s special character', () => {
  it('is one of Cognito’s symbols, each of them', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(hasPasswordSymbol(`abc${symbol}def`), symbol).toBe(true);
    expect(hasPasswordSymbol('two words')).toBe(true);
  });

  it('is not a letter with an accent, a currency sign or an edge space, as Cognito refuses them', () => {
    for (const password of ['motdepassé', 'prix100€€', ' padded ', 'ñandú2026', 'emoji🙂pass'])
      expect(hasPasswordSymbol(password), password).toBe(false);
    expect(passwordField.safeParse('motdepassé1').error?.issues[0]?.message).toBe(
      'validation.passwordSpecial',
    );
    expect(passwordField.safeParse('mot-de-passé').success).toBe(true);
  });
});
