// Its fieldset is a `fieldset.field`, reset there: the booking form's first step has no other control that brings it.
import '#web/src/components/ui/form-controls.css';
import './choice-list.css';
import type { ReactNode } from 'react';

interface Choice {
  value: string;
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
  /** A picture on the left (a flash's cover). */
  media?: ReactNode;
  disabled?: boolean;
}

interface ChoiceListProps {
  legend: ReactNode;
  /** Hides the legend visually (a step's heading already says it). */
  legendHidden?: boolean;
  name: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** The message to show, already translated (announced). */
  error?: string | undefined;
  errorId?: string;
  className?: string;
}

/**
 * A group of radio buttons drawn as large cards (one-handed on a phone: the whole card is the
 * target). Native radios: Tab enters the group, the arrow keys choose, and Enter sends the step
 * (see StepFrame).
 */
export function ChoiceList({
  legend,
  legendHidden,
  name,
  choices,
  value,
  onChange,
  error,
  errorId = `${name}-error`,
  className,
}: ChoiceListProps) {
  return (
    <fieldset
      className={['field', 'choice-list', className].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      <div className="choice-list__options">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={[
              'choice',
              choice.value === value && 'choice--checked',
              choice.disabled && 'choice--disabled',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice.value)}
            />
            {choice.media && <span className="choice__media">{choice.media}</span>}
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.detail && <span className="choice__detail">{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
