import './form-controls.css';
import { type ComponentProps, useId } from 'react';

interface RadioGroupProps extends Omit<ComponentProps<'input'>, 'type' | 'value'> {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A group of radio buttons under a legend (arrow keys move between them). Spread react-hook-form's
 * `register(name)` onto it: every radio gets the same name and handlers.
 */
export function RadioGroup({ legend, hint, options, ...inputProps }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className="field radio-group" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {options.map((option) => (
        <label key={option.value} className="radio-group__option">
          <input {...inputProps} type="radio" value={option.value} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
