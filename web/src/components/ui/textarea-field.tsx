import './form-controls.css';
import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field.tsx';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'required' | 'id'> & FieldProps;

/** A labelled `<textarea>`; its hint and error are linked to it, the error is announced (`role=alert`). */
export function TextareaField({ label, required, hint, error, id, ...textareaProps }: TextareaFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} id={id}>
      {(control) => <textarea {...textareaProps} {...control} />}
    </Field>
  );
}
