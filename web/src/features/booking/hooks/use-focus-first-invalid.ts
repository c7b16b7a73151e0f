import { useEffect } from 'react';
import type { FieldErrors } from '#web/src/features/booking/utils/step-errors.ts';

/**
 * Once a step's check finds errors, the first wrong field takes the focus, and its whole field (label
 * to message) comes into view above the sticky Back/Next bar.
 */
export function useFocusFirstInvalid(errors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    // The first wrong field takes the focus, and its whole field (label to message) comes into view
    // above the sticky Back/Next bar, which never hides a message (CSS scroll-margin-bottom).
    const frame = requestAnimationFrame(() => {
      const invalid = document.querySelector<HTMLElement>('.booking-step [aria-invalid="true"]');
      if (!invalid) return;
      invalid.focus({ preventScroll: true });
      (invalid.closest<HTMLElement>('.field, fieldset') ?? invalid).scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [errors]);
}
