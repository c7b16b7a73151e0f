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

  it('go on the fields the form names otherwise, the focus on the first', () => {
    const setError = vi.fn();
    const invalid = new ApiError(400, 'validation_failed', 'Invalide', [
      { path: 'residency.city', key: 'validation.required', message: 'Ville requise' },
      { path: 'residency.country', key: 'validation.invalidValue', message: 'Pays invalide' },
      { path: 'unknownField', key: 'validation.invalidValue', message: 'Valeur invalide' },
    ]);
    const fieldOf = (path: string) =>
      path.startsWith('residency.') ? path.slice('residency.'.length) : undefined;
    expect(applyFieldErrors(invalid, setError, fieldOf)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['city', { type: 'server', message: 'Ville requise' }, { shouldFocus: true }],
      ['country', { type: 'server', message: 'Pays invalide' }, { shouldFocus: false }],
    ]);
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
