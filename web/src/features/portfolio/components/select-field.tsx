import { type ComponentProps, useId } from 'react';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'required'> {
  label: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choisir…"), when nothing is chosen yet. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled native select; its error is linked and announced (`role=alert`). */
export function SelectField({
  label,
  required,
  options,
  placeholder,
  error,
  id,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
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
      <select
        {...props}
        id={fieldId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${fieldId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
