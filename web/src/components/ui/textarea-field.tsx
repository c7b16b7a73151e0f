import './form-controls.css';
import { type ComponentProps, type ReactNode, useId } from 'react';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'required'> {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The message to show, already translated. */
  error?: string | undefined;
}

/** A labelled `<textarea>`; its hint and error are linked to it, the error is announced (`role=alert`). */
export function TextareaField({ label, required, hint, error, id, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = `${textareaId}-hint`;
  const errorId = `${textareaId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={textareaId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        {...textareaProps}
        id={textareaId}
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
