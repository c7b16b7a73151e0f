import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

/** The 6-digit code's digits, from whatever was typed or pasted ('123 456', '123-456'). */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

type EmailedCodeFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'inputMode' | 'autoComplete' | 'pattern' | 'maxLength' | 'spellCheck' | 'required'
>;

/**
 * A required 6-digit code sent by email, in one numeric field: `one-time-code` so phones offer the
 * code from the email; room for a pasted '123 456', which the form keeps as digits (`codeDigits`).
 * The portal's sign-in and a booking request's confirmation use it.
 */
export function EmailedCodeField(props: EmailedCodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={16}
      spellCheck={false}
      required
      {...props}
    />
  );
}
