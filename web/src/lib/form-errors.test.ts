import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { applyFieldErrors, fieldErrorText } from './form-errors.ts';

describe('API field errors on a form', () => {
  const taken = new ApiError(409, 'pseudo_taken', 'Ce nom est pris', [
    { path: 'pseudo', key: 'errors.pseudo_taken', message: "Ce nom d'utilisateur est déjà pris" },
    { path: 'unknownField', key: 'validation.invalidValue', message: 'Valeur invalide' },
  ]);

  it('go on the matching fields, already localized', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(taken, setError, ['pseudo', 'displayName'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'pseudo',
      { type: 'server', message: "Ce nom d'utilisateur est déjà pris" },
      { shouldFocus: true },
    );
  });

  it('leave other failures to the form', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new ApiError(500, 'internal', 'boom'), setError, ['pseudo'])).toBe(false);
    expect(applyFieldErrors(new Error('x'), setError, ['pseudo'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('translate the forms own keys, not the server messages', () => {
    const t = (key: string) => `t(${key})`;
    expect(fieldErrorText(t, { type: 'too_small', message: 'validation.emailRequired' })).toBe(
      't(validation.emailRequired)',
    );
    expect(fieldErrorText(t, { type: 'server', message: 'Déjà pris' })).toBe('Déjà pris');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});
