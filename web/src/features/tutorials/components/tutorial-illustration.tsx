import type { SetupStep } from '#shared/domain/today.ts';
import { TUTORIAL_ICONS } from './tutorial-steps.ts';

/**
 * An article's picture: a small drawn screen (a header, lines of text, a button) with the step's
 * icon over it. Drawn in CSS from the theme's colours, so it follows light and dark; decorative.
 */
export function TutorialIllustration({
  step,
  size = 'large',
}: {
  step: SetupStep;
  size?: 'large' | 'small';
}) {
  const Icon = TUTORIAL_ICONS[step];
  return (
    <div className={`tutorial-art tutorial-art--${size} tutorial-art--${step}`} aria-hidden="true">
      <div className="tutorial-art__screen">
        <span className="tutorial-art__bar" />
        <span className="tutorial-art__line" />
        <span className="tutorial-art__line tutorial-art__line--short" />
        <span className="tutorial-art__button" />
      </div>
      <span className="tutorial-art__badge">
        <Icon />
      </span>
    </div>
  );
}
