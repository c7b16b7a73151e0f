import './booking.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PublicProfile } from '../../../../../shared/api/contracts/artists.ts';
import type { ProjectType } from '../../../../../shared/domain/booking/reservation-rules.ts';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { createBookingRequest } from '../api/create-booking-request.ts';
import { useBookingDraft } from '../hooks/use-booking-draft.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { type BookingDraft, hasInput, reconcileDraft, type StepId, stepsOf } from '../utils/booking-draft.ts';
import { confirmationPath, formPath, isFormPath } from '../utils/form-paths.ts';
import type { SentRequest } from '../utils/sent-request.ts';
import { type FieldErrors, requestBodyOf, stepErrors, stepOfField } from '../utils/step-errors.ts';
import { BookingClosed } from './booking-closed.tsx';
import { DateStep } from './date-step.tsx';
import { DescriptionStep } from './description-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { ExitDialog } from './exit-dialog.tsx';
import { FlashStep } from './flash-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { ProjectTypeStep, typeOpen } from './project-type-step.tsx';
import { StepFrame } from './step-frame.tsx';
import { SummaryStep } from './summary-step.tsx';

interface BookingFormProps {
  profile: PublicProfile;
  /** The type in the address (`/{pseudo}/form/{type}`); none at `/{pseudo}/form`. */
  urlType?: ProjectType | undefined;
  /** `?flash={flashId}` of a flash page's booking link. */
  urlFlashId?: string | undefined;
  /** A client signed in to the portal: their details, to fill the client step when it is empty. */
  clientPrefill?: BookingDraft['client'] | undefined;
}

const SLOT_CODES = new Set(['slot_taken', 'slot_unavailable', 'slot_too_soon']);
const CLOSED_CODES = new Set(['requests_closed', 'request_limit_reached']);

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
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const pseudo = profile.pseudo;
  const flashIds = profile.flashes.map((flash) => flash.flashId);
  const { draft, update, forget } = useBookingDraft(pseudo, (loaded) =>
    reconcileDraft(loaded, urlType, urlFlashId, flashIds),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ step: StepId; text: string } | null>(null);
  const [freshSlots, setFreshSlots] = useState(false);
  const [closedReason, setClosedReason] = useState<string>();
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const sendingRef = useRef(false);

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

  if (!profile.reservations.requests || closedReason) {
    return (
      <BookingShell displayName={profile.displayName}>
        <BookingClosed pseudo={pseudo} displayName={profile.displayName} reason={closedReason} />
      </BookingShell>
    );
  }

  const errorText = (path: string) => {
    const error = errors[path];
    if (!error) return undefined;
    return error.server ? error.message : tk(error.message);
  };

  const goTo = (next: StepId) => {
    setErrors({});
    setNotice(null);
    update({ step: next });
  };

  const check = (target: StepId, current: BookingDraft = draft): boolean => {
    const found = stepErrors(target, current);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const chooseType = () => {
    if (!check('type')) return;
    const chosen = draft.type as ProjectType;
    if (!typeOpen(profile, chosen)) {
      setErrors({ type: { message: 'web.booking.type.closedNotice' } });
      return;
    }
    update((current) => ({
      ...current,
      flashId: chosen === 'flash' ? current.flashId : undefined,
      step: stepsOf(chosen).includes(current.step) ? current.step : (stepsOf(chosen)[0] ?? 'description'),
    }));
    setNotice(null);
    navigate(formPath(pseudo, chosen), { state: { fromTypeStep: true } });
  };

  const back = () => {
    if (step === 'type') {
      navigate(`/${encodeURIComponent(pseudo)}`);
      return;
    }
    if (index <= 1) {
      setErrors({});
      if ((location.state as { fromTypeStep?: boolean } | null)?.fromTypeStep) navigate(-1);
      else navigate(formPath(pseudo), { replace: true });
      return;
    }
    goTo(steps[index - 1] ?? 'type');
  };

  const next = () => {
    if (step === 'type') return chooseType();
    if (step === 'summary') return void send();
    if (step === 'images' && uploading) {
      setNotice({ step: 'images', text: t('web.booking.images.wait') });
      return;
    }
    if (!check(step)) return;
    if (step === 'flash' && !flashIds.includes(draft.flashId ?? '')) {
      setErrors({ flashId: { message: 'validation.booking.flashNotFound' } });
      return;
    }
    if (step === 'date') setFreshSlots(false);
    goTo(steps[index + 1] ?? 'summary');
  };

  const fail = (failure: unknown) => {
    if (!isApiError(failure) || failure.status === 0 || failure.status >= 500) {
      setNotice({ step: 'summary', text: t('web.booking.summary.sendError') });
      return;
    }
    if (SLOT_CODES.has(failure.code)) {
      update((current) => ({ ...current, slot: undefined, step: 'date' }));
      setErrors({});
      setFreshSlots(true);
      setNotice({ step: 'date', text: failure.message });
      return;
    }
    if (CLOSED_CODES.has(failure.code)) {
      setClosedReason(failure.message);
      return;
    }
    if (failure.code === 'project_type_closed') {
      setNotice({ step: 'type', text: failure.message });
      navigate(formPath(pseudo), { replace: true });
      return;
    }
    if (failure.code === 'validation_failed' && failure.fields.length > 0) {
      const target = stepOfField(failure.fields[0]?.path ?? '');
      const found: FieldErrors = {};
      for (const field of failure.fields) {
        if (stepOfField(field.path) !== target) continue;
        found[field.path.replace(/^description\./, '')] ??= { message: field.message, server: true };
      }
      update({ step: target });
      setNotice(
        target === 'images' ? { step: 'images', text: failure.fields[0]?.message ?? failure.message } : null,
      );
      setErrors(found);
      return;
    }
    setNotice({ step: 'summary', text: failure.message });
  };

  const send = async () => {
    if (sendingRef.current) return;
    for (const target of steps.slice(1, -1)) {
      if (!check(target)) {
        update({ step: target });
        return;
      }
    }
    sendingRef.current = true;
    setSending(true);
    setNotice(null);
    try {
      const created = await createBookingRequest(pseudo, requestBodyOf(draft, locale));
      const sent: SentRequest = {
        requestId: created.requestId,
        email: draft.client.email.trim(),
        ...(draft.slot && { slot: draft.slot }),
        // Not yet with the artist: the confirmation page asks for the emailed code first (ADR 0067).
        ...(created.status === 'unconfirmed' &&
          created.confirmation && {
            confirmation: {
              holdExpiresAt: created.confirmation.holdExpiresAt,
              resendAt: Date.now() + created.confirmation.resendAfterSeconds * 1000,
            },
          }),
      };
      allowLeaving();
      forget();
      navigate(confirmationPath(pseudo), { replace: true, state: { sent } });
    } catch (failure) {
      fail(failure);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
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
        {step === 'type' && (
          <ProjectTypeStep
            profile={profile}
            value={draft.type}
            onChange={(chosen) => update({ type: chosen })}
            error={errorText('type')}
            notice={typeNotice}
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
            pseudo={pseudo}
            idempotencyKey={draft.idempotencyKey}
            value={draft.images}
            onChange={(images) => {
              update({ images });
              setNotice(null);
            }}
            onBusyChange={setUploading}
            notice={stepNotice}
          />
        )}
        {step === 'date' && (
          <DateStep
            pseudo={pseudo}
            value={draft.slot}
            onChange={(slot) => update({ slot })}
            error={errorText('slotId')}
            notice={stepNotice}
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
          <SummaryStep profile={profile} draft={draft} onEdit={goTo} notice={stepNotice} />
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
