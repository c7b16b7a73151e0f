import './booking.css';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useBookingDraft } from '#web/src/features/booking/hooks/use-booking-draft.ts';
import { useBookingSteps } from '#web/src/features/booking/hooks/use-booking-steps.ts';
import { useDraftFollowsAddress } from '#web/src/features/booking/hooks/use-draft-follows-address.ts';
import { useFocusFirstInvalid } from '#web/src/features/booking/hooks/use-focus-first-invalid.ts';
import { useLaterSteps } from '#web/src/features/booking/hooks/use-later-steps.ts';
import { useLeaveGuard } from '#web/src/features/booking/hooks/use-leave-guard.ts';
import {
  type BookingDraft,
  hasInput,
  reconcileDraft,
  type StepId,
  stepsOf,
} from '#web/src/features/booking/utils/booking-draft.ts';
import { isFormPath } from '#web/src/features/booking/utils/form-paths.ts';
import type { FieldErrors } from '#web/src/features/booking/utils/step-errors.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { BookingClosed } from './booking-closed.tsx';
import { ExitDialog } from './exit-dialog.tsx';
import { ProjectTypeStep, typeOpen } from './project-type-step.tsx';
import { StepFrame } from './step-frame.tsx';

interface BookingFormProps {
  profile: PublicProfile;
  /** The type in the address (`/{pseudo}/form/{type}`); none at `/{pseudo}/form`. */
  urlType?: ProjectType | undefined;
  /** `?flash={flashId}` of a flash page's booking link. */
  urlFlashId?: string | undefined;
  /** A client signed in to the portal: their details, to fill the client step when it is empty. */
  clientPrefill?: BookingDraft['client'] | undefined;
}

/**
 * The public booking form (spec section 2): the project type at `/{pseudo}/form`, then under
 * `/{pseudo}/form/{type}` the flash (for a flash), the description, reference images, a real slot,
 * the client's details and a summary; sending leads to `/{pseudo}/form/confirmation` (which first
 * asks for the emailed code when the request waits for the client's confirmation). The draft
 * survives a refresh, leaving with input asks first (the exit popup), and one idempotency key per
 * draft makes a double submit or a retry one request. 'Slot just taken' goes back to the slots, read
 * afresh; closed types and the closed state are said plainly.
 */
export function BookingForm({ profile, urlType, urlFlashId, clientPrefill }: BookingFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const pseudo = profile.pseudo;
  const flashIds = profile.flashes.map((flash) => flash.flashId);
  const { draft, update, forget } = useBookingDraft(pseudo, (loaded) =>
    reconcileDraft(loaded, urlType, urlFlashId, flashIds),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ step: StepId; text: string } | null>(null);
  const [freshSlots, setFreshSlots] = useState(false);
  const [closedReason, setClosedReason] = useState<string>();
  const [uploading, setUploading] = useState(false);

  useDraftFollowsAddress(update, { urlType, urlFlashId, flashIds, clientPrefill });

  const open = profile.reservations.requests && !closedReason;
  const { blocker, allowLeaving } = useLeaveGuard(open && hasInput(draft), (pathname) =>
    isFormPath(pseudo, pathname),
  );

  const urlTypeClosed = urlType !== undefined && !typeOpen(profile, urlType);
  const step: StepId = urlType && !urlTypeClosed ? draft.step : 'type';
  const type = urlType ?? draft.type;
  const steps: StepId[] = ['type', ...stepsOf(type ?? 'custom')];
  const index = Math.max(0, steps.indexOf(step));

  // The heading takes the focus on every step but the one the page opened on.
  const firstStep = useRef(step);
  const moved = useRef(false);
  if (step !== firstStep.current) moved.current = true;

  useFocusFirstInvalid(errors);
  // The later steps and their checks load once the first step shows (ADR 0106).
  const later = useLaterSteps();
  const { goTo, back, next, sending } = useBookingSteps(
    { profile, draft, update, forget, allowLeaving, steps, step, uploading, later },
    { setErrors, setNotice, setFreshSlots, setClosedReason },
  );

  if (!profile.reservations.requests || closedReason) {
    return (
      <BookingShell displayName={profile.displayName}>
        <BookingClosed pseudo={pseudo} displayName={profile.displayName} reason={closedReason} />
      </BookingShell>
    );
  }

  if (step !== 'type' && !later) {
    // A later step opened first (a refresh, a link to `/{pseudo}/form/{type}`): its fields are on their way.
    return (
      <BookingShell displayName={profile.displayName}>
        <PageLoader />
      </BookingShell>
    );
  }

  const errorText = (path: string) => {
    const error = errors[path];
    if (!error) return undefined;
    return error.server ? error.message : tk(error.message);
  };

  const stepNotice = notice?.step === step ? notice.text : undefined;
  const typeNotice = urlTypeClosed ? t('web.booking.type.closedNotice') : stepNotice;

  return (
    <BookingShell displayName={profile.displayName}>
      <StepFrame
        key={step}
        title={t(`web.booking.steps.${step}`, { displayName: profile.displayName })}
        current={index + 1}
        total={steps.length}
        focusHeading={moved.current}
        onNext={next}
        onBack={back}
        nextLabel={step === 'summary' ? t('web.booking.summary.send') : undefined}
        busy={sending}
        busyLabel={t('web.common.sending')}
      >
        {step === 'type' || !later ? (
          <ProjectTypeStep
            profile={profile}
            value={draft.type}
            onChange={(chosen) => update({ type: chosen })}
            error={errorText('type')}
            notice={typeNotice}
          />
        ) : (
          <later.BookingStepBody
            step={step}
            profile={profile}
            draft={draft}
            update={update}
            errors={errors}
            errorText={errorText}
            notice={stepNotice}
            freshSlots={freshSlots}
            onImagesChanged={() => setNotice(null)}
            onUploadingChange={setUploading}
            onEdit={goTo}
          />
        )}
      </StepFrame>
      {blocker.state === 'blocked' && (
        <ExitDialog
          onStay={() => blocker.reset()}
          onLeave={() => {
            forget();
            blocker.proceed();
          }}
        />
      )}
    </BookingShell>
  );
}

function BookingShell({ displayName, children }: { displayName: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="booking">
      <h1 className="booking__title">{t('web.booking.title', { displayName })}</h1>
      {children}
    </div>
  );
}
