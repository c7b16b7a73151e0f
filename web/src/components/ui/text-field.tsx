import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field.tsx';

type TextFieldProps = Omit<ComponentProps<'input'>, 'required' | 'id'> & FieldProps;

/** A labelled input; its hint and error are linked to it, the error is announced (`role=alert`). */
export function TextField({ label, required, hint, error, id, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} id={id}>
      {(control) => <input {...inputProps} {...control} />}
    </Field>
  );
}
