import './form-controls.css';
import type { ReactNode, Ref } from 'react';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

/**
 * The outcome of a save or a delete, with a title and a description: errors are announced at once
 * (`role=alert`), successes politely (`role=status`). The owner may move the focus onto it, and add
 * what comes next below the text (a link to what was made).
 */
export function FeedbackNotice({
  feedback,
  ref,
  children,
}: {
  feedback: FeedbackMessage;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`alert alert--${feedback.tone} feedback-notice`}
      role={feedback.tone === 'error' ? 'alert' : 'status'}
    >
      <p className="feedback-notice__title">{feedback.title}</p>
      {feedback.description && <p className="feedback-notice__text">{feedback.description}</p>}
      {children}
    </div>
  );
}
