import './form-controls.css';
import type { Ref } from 'react';
import type { FeedbackMessage } from '../../lib/feedback.ts';

/**
 * The outcome of a save or a delete, with a title and a description: errors are announced at once
 * (`role=alert`), successes politely (`role=status`). The owner may move the focus onto it.
 */
export function FeedbackNotice({ feedback, ref }: { feedback: FeedbackMessage; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`alert alert--${feedback.tone} feedback-notice`}
      role={feedback.tone === 'error' ? 'alert' : 'status'}
    >
      <p className="feedback-notice__title">{feedback.title}</p>
      {feedback.description && <p className="feedback-notice__text">{feedback.description}</p>}
    </div>
  );
}
