import * as z from 'zod';
import { emailField, passwordField, verificationCodeField } from './fields.ts';

/** The SPA's auth forms (Cognito does the server side of these). */
export const signUpForm = z.object({ email: emailField, password: passwordField });

export const signInForm = z.object({
  email: emailField,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' }),
});

export const verifyEmailForm = z.object({ code: verificationCodeField });

/** The code of an authenticator app (TOTP): at sign-in, and to confirm its setup (ADR 0073). */
export const authenticatorCodeForm = z.object({ code: verificationCodeField });

export const forgotPasswordForm = z.object({ email: emailField });

export const changePasswordForm = z
  .object({ code: verificationCodeField, password: passwordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'validation.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

/** `/app/settings/account`: the current password, then the new one twice (they must match). */
export const accountPasswordForm = z
  .object({
    currentPassword: z
      .string({ error: 'validation.passwordRequired' })
      .min(1, { error: 'validation.passwordRequired' }),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'validation.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

/** `/app/settings/account`: the new sign-in email, then the code sent to it. */
export const newEmailForm = z.object({ email: emailField });
export const emailCodeForm = z.object({ code: verificationCodeField });
