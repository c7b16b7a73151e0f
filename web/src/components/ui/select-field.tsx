import './form-controls.css';
import { type ComponentProps, type ReactNode, useId } from 'react';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'required'> {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The message to show, already translated. */
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled `<select>`; its hint and error are linked to it, the error is announced (`role=alert`). */
export function SelectField({
  label,
  required,
  hint,
  error,
  id,
  children,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        {...selectProps}
        id={selectId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {children}
      </select>
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
