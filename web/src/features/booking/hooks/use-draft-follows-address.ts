import { useEffect } from 'react';
import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { type BookingDraft, reconcileDraft } from '#web/src/features/booking/utils/booking-draft.ts';
import type { DraftUpdate } from './use-booking-draft.ts';

/** The draft kept in step with the address, and filled with a signed-in client's details. */
export function useDraftFollowsAddress(
  update: (change: DraftUpdate) => void,
  {
    urlType,
    urlFlashId,
    flashIds,
    clientPrefill,
  }: {
    urlType: ProjectType | undefined;
    urlFlashId: string | undefined;
    flashIds: string[];
    clientPrefill: BookingDraft['client'] | undefined;
  },
) {
  // Back and forward between /form and /form/{type} keep the draft in step with the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes
  useEffect(() => {
    update((current) => reconcileDraft(current, urlType, urlFlashId, flashIds));
  }, [urlType, urlFlashId]);

  // A signed-in client finds their details filled in (issue 15, item 4); what they typed stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the details arrive
  useEffect(() => {
    if (!clientPrefill) return;
    update((current) =>
      Object.values(current.client).some((value) => value !== '' && value !== undefined)
        ? current
        : { ...current, client: clientPrefill },
    );
  }, [clientPrefill]);
}
