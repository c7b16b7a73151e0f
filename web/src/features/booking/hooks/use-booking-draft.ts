import { useCallback, useRef, useState } from 'react';
import {
  type BookingDraft,
  clearDraft,
  loadDraft,
  saveDraft,
} from '#web/src/features/booking/utils/booking-draft.ts';

export type DraftUpdate = Partial<BookingDraft> | ((draft: BookingDraft) => BookingDraft);

/**
 * The draft of the booking form for one artist, read from `sessionStorage` on mount (then shaped by
 * `init`, e.g. to the address) and written back on every change, so a refresh keeps it. `forget`
 * removes it for good (after sending, or when the client leaves the form on purpose): nothing is
 * written again by this form.
 */
export function useBookingDraft(
  pseudo: string,
  init: (draft: BookingDraft) => BookingDraft = (draft) => draft,
) {
  const forgotten = useRef(false);
  const [draft, setDraft] = useState(() => {
    const loaded = init(loadDraft(pseudo));
    saveDraft(pseudo, loaded);
    return loaded;
  });
  const update = useCallback(
    (change: DraftUpdate) =>
      setDraft((current) => {
        const next = typeof change === 'function' ? change(current) : { ...current, ...change };
        if (!forgotten.current && next !== current) saveDraft(pseudo, next);
        return next;
      }),
    [pseudo],
  );
  const forget = useCallback(() => {
    forgotten.current = true;
    clearDraft(pseudo);
  }, [pseudo]);
  return { draft, update, forget };
}
