import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { DraftUpdate } from '#web/src/features/booking/hooks/use-booking-draft.ts';
import type { BookingDraft, StepId } from '#web/src/features/booking/utils/booking-draft.ts';
import type { FieldErrors } from '#web/src/features/booking/utils/step-errors.ts';
import { DateStep } from './date-step.tsx';
import { DescriptionStep } from './description-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { FlashStep } from './flash-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { SummaryStep } from './summary-step.tsx';

/**
 * The booking form's current step past the first (the project type, `booking-form.tsx`): its fields,
 * their errors and the step's notice. Loaded after the first step shows (`later-steps.ts`).
 */
export function BookingStepBody({
  step,
  profile,
  draft,
  update,
  errors,
  errorText,
  notice,
  freshSlots,
  onImagesChanged,
  onUploadingChange,
  onEdit,
}: {
  step: StepId;
  profile: PublicProfile;
  draft: BookingDraft;
  update: (change: DraftUpdate) => void;
  errors: FieldErrors;
  errorText: (path: string) => string | undefined;
  /** The current step's notice. */
  notice: string | undefined;
  freshSlots: boolean;
  onImagesChanged: () => void;
  onUploadingChange: (uploading: boolean) => void;
  onEdit: (step: StepId) => void;
}) {
  return (
    <>
      {step === 'flash' && (
        <FlashStep
          profile={profile}
          value={draft.flashId}
          onChange={(flashId) => update({ flashId })}
          error={errorText('flashId')}
        />
      )}
      {step === 'description' && (
        <DescriptionStep
          profile={profile}
          draft={draft}
          onChange={(description) => update({ description })}
          errors={{ placement: errorText('placement'), size: errorText('size'), text: errorText('text') }}
        />
      )}
      {step === 'images' && (
        <ImagesStep
          pseudo={profile.pseudo}
          idempotencyKey={draft.idempotencyKey}
          value={draft.images}
          onChange={(images) => {
            update({ images });
            onImagesChanged();
          }}
          onBusyChange={onUploadingChange}
          notice={notice}
        />
      )}
      {step === 'date' && (
        <DateStep
          pseudo={profile.pseudo}
          value={draft.slot}
          onChange={(slot) => update({ slot })}
          error={errorText('slotId')}
          notice={notice}
          fresh={freshSlots}
          hourFormat={profile.hourFormat}
        />
      )}
      {step === 'details' && (
        <DetailsStep
          value={draft.client}
          onChange={(client) => update({ client })}
          errors={Object.fromEntries(Object.keys(errors).map((path) => [path, errorText(path)]))}
        />
      )}
      {step === 'summary' && <SummaryStep profile={profile} draft={draft} onEdit={onEdit} notice={notice} />}
    </>
  );
}
