import './onboarding.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StepSummary {
  id: string;
  label: string;
}

interface OnboardingStepperProps {
  steps: readonly StepSummary[];
  /** Index of the step on screen. */
  current: number;
  children: ReactNode;
}

/** The onboarding's progress (on a phone, only the current step is named) and the current step. */
export function OnboardingStepper({ steps, current, children }: OnboardingStepperProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p className="muted">
        {t('web.account.onboarding.progress', { current: current + 1, total: steps.length })}
      </p>
      <ol className="stepper">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={index < current ? 'stepper__step stepper__step--done' : 'stepper__step'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="stepper__label">{step.label}</span>
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}
