import type { Ref } from 'react';

export interface Feedback {
  tone: 'success' | 'error';
  title: string;
  description?: string | undefined;
}

/**
 * The outcome of a save or a delete: a title and a description. Errors are announced at once
 * (`role=alert`), successes politely (`role=status`); the owner may move the focus onto it.
 */
export function FeedbackAlert({ feedback, ref }: { feedback: Feedback; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`alert alert--${feedback.tone}`}
      role={feedback.tone === 'error' ? 'alert' : 'status'}
    >
      <p className="portfolio-feedback__title">{feedback.title}</p>
      {feedback.description && <p className="portfolio-feedback__text">{feedback.description}</p>}
    </div>
  );
}
