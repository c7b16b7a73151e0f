import { useEffect, useRef, useState } from 'react';

/**
 * The outcome message of a save or a delete, and a ref for where it shows: each new message takes
 * the focus, so that a screen reader reads it and the keyboard goes on from there.
 */
export function useFocusedFeedback<T>() {
  const [feedback, setFeedback] = useState<T | null>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);

  return { feedback, setFeedback, feedbackRef };
}
