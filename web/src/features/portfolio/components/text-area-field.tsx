import { type ComponentProps, type ReactNode, useId } from 'react';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'required'> {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The message to show, already translated. */
  error?: string | undefined;
}

/** A labelled textarea; its hint and error are linked to it, the error is announced (`role=alert`). */
export function TextAreaField({ label, required, hint, error, id, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy =
    [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={fieldId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        {...props}
        id={fieldId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p className="field__hint" id={`${fieldId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${fieldId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
