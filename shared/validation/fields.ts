import * as z from 'zod';
import { hasPasswordSymbol } from './password-rule.ts';
import { RESERVED_PSEUDOS } from './reserved-pseudos.ts';
import { namesSiteRootFile } from './site-root-files.ts';

/**
 * Field rules shared by the SPA forms and the API contracts. Messages are i18n keys (`validation.*`):
 * the SPA translates them with i18next, the API answers them translated in the request language.
 */
const PASSWORD_MIN_LENGTH = 8;

export const emailField = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' })
  .max(256, { error: 'validation.passwordTooLong' })
  .refine(hasPasswordSymbol, { error: 'validation.passwordSpecial' });

export const verificationCodeField = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.codeFormat' });

export { RESERVED_PSEUDOS };

const PSEUDO_MIN = 3;
const PSEUDO_MAX = 30;

export const pseudoField = z
  .string({ error: 'validation.pseudoRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.pseudoRequired' })
  .min(PSEUDO_MIN, { error: 'validation.pseudoTooShort' })
  .max(PSEUDO_MAX, { error: 'validation.pseudoTooLong' })
  .regex(/^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/, { error: 'validation.pseudoFormat' })
  .refine((pseudo) => !RESERVED_PSEUDOS.has(pseudo) && !namesSiteRootFile(pseudo), {
    error: 'validation.pseudoReserved',
  });

export const displayNameField = z
  .string({ error: 'validation.displayNameRequired' })
  .trim()
  .min(1, { error: 'validation.displayNameRequired' })
  .max(60, { error: 'validation.displayNameTooLong' });
