import type { DraftUpdate } from '#web/src/features/booking/hooks/use-booking-draft.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { StepId } from './booking-draft.ts';
import { type FieldErrors, stepOfField } from './step-errors.ts';

const SLOT_CODES = new Set(['slot_taken', 'slot_unavailable', 'slot_too_soon']);
const CLOSED_CODES = new Set(['requests_closed', 'request_limit_reached']);

export interface SendFailureActions {
  update: (change: DraftUpdate) => void;
  setErrors: (errors: FieldErrors) => void;
  setNotice: (notice: { step: StepId; text: string } | null) => void;
  setFreshSlots: (fresh: boolean) => void;
  setClosedReason: (reason: string) => void;
  /** Back to the type step (`/{pseudo}/form`), replacing the entry. */
  backToType: () => void;
  /** The summary's notice when the send failed for no reason the API gave. */
  unknownError: string;
}

/**
 * Where a refused request leads: a taken slot back to the slots, read afresh; a closed form to its
 * closed state; a closed type to the type step; invalid fields to the first step holding one, with
 * that step's messages; anything else a notice on the summary.
 */
export function handleSendFailure(failure: unknown, actions: SendFailureActions) {
  if (!isApiError(failure) || failure.status === 0 || failure.status >= 500) {
    actions.setNotice({ step: 'summary', text: actions.unknownError });
    return;
  }
  if (SLOT_CODES.has(failure.code)) {
    actions.update((current) => ({ ...current, slot: undefined, step: 'date' }));
    actions.setErrors({});
    actions.setFreshSlots(true);
    actions.setNotice({ step: 'date', text: failure.message });
    return;
  }
  if (CLOSED_CODES.has(failure.code)) {
    actions.setClosedReason(failure.message);
    return;
  }
  if (failure.code === 'project_type_closed') {
    actions.setNotice({ step: 'type', text: failure.message });
    actions.backToType();
    return;
  }
  if (failure.code === 'validation_failed' && failure.fields.length > 0) {
    const target = stepOfField(failure.fields[0]?.path ?? '');
    const found: FieldErrors = {};
    for (const field of failure.fields) {
      if (stepOfField(field.path) !== target) continue;
      found[field.path.replace(/^description\./, '')] ??= { message: field.message, server: true };
    }
    actions.update({ step: target });
    actions.setNotice(
      target === 'images' ? { step: 'images', text: failure.fields[0]?.message ?? failure.message } : null,
    );
    actions.setErrors(found);
    return;
  }
  actions.setNotice({ step: 'summary', text: failure.message });
}
