import { type ReactNode, useId } from 'react';

export interface FieldProps {
  label: string;
  /** Marks the field required (a visible `*` and `aria-required`). */
  required?: boolean | undefined;
  hint?: ReactNode;
  /** The message to show, already translated. */
  error?: string | undefined;
  id?: string | undefined;
}

/** What a control needs to be linked to its label, hint and error. */
export interface ControlAttributes {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame every form control shares: the label (with the required mark), the hint and the error,
 * linked to the control by ids; the error is announced (`role=alert`).
 */
export function Field({
  label,
  required,
  hint,
  error,
  id,
  children,
}: FieldProps & { children: (control: ControlAttributes) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={controlId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
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
