import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { DraftUpdate } from '#web/src/features/booking/hooks/use-booking-draft.ts';
import type { BookingDraft, StepId } from '#web/src/features/booking/utils/booking-draft.ts';
import type { FieldErrors } from '#web/src/features/booking/utils/step-errors.ts';
import { DateStep } from './date-step.tsx';
import { DescriptionStep } from './description-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { FlashStep } from './flash-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { ProjectTypeStep } from './project-type-step.tsx';
import { SummaryStep } from './summary-step.tsx';

/** The booking form's current step: its fields, their errors and the step's notice. */
export function BookingStepBody({
  step,
  profile,
  draft,
  update,
  errors,
  errorText,
  notices,
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
  /** The type step's notice (its closed type included) and the current step's. */
  notices: { type: string | undefined; step: string | undefined };
  freshSlots: boolean;
  onImagesChanged: () => void;
  onUploadingChange: (uploading: boolean) => void;
  onEdit: (step: StepId) => void;
}) {
  return (
    <>
      {step === 'type' && (
        <ProjectTypeStep
          profile={profile}
          value={draft.type}
          onChange={(chosen) => update({ type: chosen })}
          error={errorText('type')}
          notice={notices.type}
        />
      )}
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
          notice={notices.step}
        />
      )}
      {step === 'date' && (
        <DateStep
          pseudo={profile.pseudo}
          value={draft.slot}
          onChange={(slot) => update({ slot })}
          error={errorText('slotId')}
          notice={notices.step}
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
      {step === 'summary' && (
        <SummaryStep profile={profile} draft={draft} onEdit={onEdit} notice={notices.step} />
      )}
    </>
  );
}
