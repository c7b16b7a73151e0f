import { type ComponentProps, type ReactNode, useId } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'required'> {
  label: string;
  /** Marks the field required (a visible `*` and `aria-required`). */
  required?: boolean;
  hint?: ReactNode;
  /** The message to show, already translated. */
  error?: string | undefined;
}

/** A labelled input; its hint and error are linked to it, the error is announced (`role=alert`). */
export function TextField({ label, required, hint, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        {...inputProps}
        id={inputId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
