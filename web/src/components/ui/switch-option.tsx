import './form-controls.css';
import { useId } from 'react';

interface SwitchOptionProps {
  label: string;
  /** What switching it on does, under the label. */
  hint: string;
  checked: boolean;
  /** While its change is saved. */
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting (`role=switch`) named by its label and described by its hint. */
export function SwitchOption({ label, hint, checked, disabled, onChange }: SwitchOptionProps) {
  const id = useId();
  return (
    <label className="switch-option">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch-option__text">
        <span className="switch-option__label" id={`${id}-label`}>
          {label}
        </span>
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      </span>
    </label>
  );
}
