import './form-controls.css';
import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field.tsx';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'required' | 'id'> & FieldProps;

/** A labelled `<select>`; its hint and error are linked to it, the error is announced (`role=alert`). */
export function SelectField({ children, ...props }: SelectFieldProps) {
  const { label, required, hint, error, id, ...selectProps } = props;
  return (
    <Field label={label} required={required} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...selectProps} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}
