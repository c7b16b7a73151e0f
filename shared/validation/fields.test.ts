import { describe, expect, it } from 'vitest';
import { changePasswordForm, signUpForm } from './auth-forms.ts';
import { emailField, passwordField, pseudoField } from './fields.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('field rules', () => {
  it('requires an email and checks its shape', () => {
    expect(firstMessage(emailField.safeParse(''))).toBe('validation.emailRequired');
    expect(firstMessage(emailField.safeParse(undefined))).toBe('validation.emailRequired');
    expect(firstMessage(emailField.safeParse('not-an-email'))).toBe('validation.emailInvalid');
    expect(emailField.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('wants 8 characters and a special one in a password', () => {
    expect(firstMessage(passwordField.safeParse(''))).toBe('validation.passwordRequired');
    expect(firstMessage(passwordField.safeParse('a!b'))).toBe('validation.passwordTooShort');
    expect(firstMessage(passwordField.safeParse('abcdefgh1'))).toBe('validation.passwordSpecial');
    expect(passwordField.safeParse('abcdefg!').success).toBe(true);
  });

  it('normalises pseudos and refuses reserved or malformed ones', () => {
    expect(pseudoField.parse(' Ink.Lab ')).toBe('ink.lab');
    expect(firstMessage(pseudoField.safeParse('ab'))).toBe('validation.pseudoTooShort');
    expect(firstMessage(pseudoField.safeParse('a'.repeat(31)))).toBe('validation.pseudoTooLong');
    expect(firstMessage(pseudoField.safeParse('-ink'))).toBe('validation.pseudoFormat');
    expect(firstMessage(pseudoField.safeParse('ink lab'))).toBe('validation.pseudoFormat');
    expect(firstMessage(pseudoField.safeParse('portal'))).toBe('validation.pseudoReserved');
    expect(firstMessage(pseudoField.safeParse('app'))).toBe('validation.pseudoReserved');
  });

  it('checks that the password confirmation matches', () => {
    const result = changePasswordForm.safeParse({
      code: '123456',
      password: 'abcdefg!',
      confirmPassword: 'other',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.passwordsDoNotMatch',
    });
  });

  it('validates the sign-up form as a whole', () => {
    expect(signUpForm.safeParse({ email: 'a@b.co', password: 'abcdefg!' }).success).toBe(true);
  });
});
