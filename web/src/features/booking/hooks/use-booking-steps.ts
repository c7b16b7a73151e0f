import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import { typeOpen } from '#web/src/features/booking/components/project-type-step.tsx';
import {
  type BookingDraft,
  type StepId,
  stepsOf,
  typeStepErrors,
} from '#web/src/features/booking/utils/booking-draft.ts';
import { confirmationPath, formPath } from '#web/src/features/booking/utils/form-paths.ts';
import type { SendFailureActions } from '#web/src/features/booking/utils/send-failure.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import type { DraftUpdate } from './use-booking-draft.ts';
import type { LaterSteps } from './use-later-steps.ts';

interface BookingStepsInput {
  profile: PublicProfile;
  draft: BookingDraft;
  update: (change: DraftUpdate) => void;
  forget: () => void;
  allowLeaving: () => void;
  /** The steps of the chosen type (the type step first) and the one shown. */
  steps: StepId[];
  step: StepId;
  /** Reference images still uploading: the images step waits for them. */
  uploading: boolean;
  /** The later steps' checks and the send, once loaded (`use-later-steps.ts`); the type step needs none. */
  later: LaterSteps | undefined;
}

/** The form's state the moves set. */
type FormSetters = Pick<SendFailureActions, 'setErrors' | 'setNotice' | 'setFreshSlots' | 'setClosedReason'>;

/**
 * The booking form's moves: to a step (`goTo`), back (to the artist's page from the type step, to
 * the type step from the first one after it), next (each step checked first, the summary sends), and
 * the send itself, once at a time, to the confirmation page or to where its refusal leads.
 */
export function useBookingSteps(input: BookingStepsInput, set: FormSetters) {
  const { profile, draft, update, forget, allowLeaving, steps, step, uploading, later } = input;
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const pseudo = profile.pseudo;
  const flashIds = profile.flashes.map((flash) => flash.flashId);
  const index = Math.max(0, steps.indexOf(step));

  const goTo = (next: StepId) => {
    set.setErrors({});
    set.setNotice(null);
    update({ step: next });
  };

  // A later step shows only once its checks are loaded: before that, nothing goes on.
  const check = (target: StepId, current: BookingDraft = draft): boolean => {
    if (!later) return false;
    const found = later.stepErrors(target, current);
    set.setErrors(found);
    return Object.keys(found).length === 0;
  };

  const chooseType = () => {
    const found = typeStepErrors(draft);
    set.setErrors(found);
    if (Object.keys(found).length > 0) return;
    const chosen = draft.type as ProjectType;
    if (!typeOpen(profile, chosen)) {
      set.setErrors({ type: { message: 'web.booking.type.closedNotice' } });
      return;
    }
    update((current) => ({
      ...current,
      flashId: chosen === 'flash' ? current.flashId : undefined,
      step: stepsOf(chosen).includes(current.step) ? current.step : (stepsOf(chosen)[0] ?? 'description'),
    }));
    set.setNotice(null);
    navigate(formPath(pseudo, chosen), { state: { fromTypeStep: true } });
  };

  const back = () => {
    if (step === 'type') {
      navigate(pathTo(artistPaths.profile, { pseudo }));
      return;
    }
    if (index <= 1) {
      set.setErrors({});
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
      set.setNotice({ step: 'images', text: t('web.booking.images.wait') });
      return;
    }
    if (!check(step)) return;
    if (step === 'flash' && !flashIds.includes(draft.flashId ?? '')) {
      set.setErrors({ flashId: { message: 'validation.booking.flashNotFound' } });
      return;
    }
    if (step === 'date') set.setFreshSlots(false);
    goTo(steps[index + 1] ?? 'summary');
  };

  const fail = (failure: unknown, { handleSendFailure }: LaterSteps) =>
    handleSendFailure(failure, {
      ...set,
      update,
      backToType: () => navigate(formPath(pseudo), { replace: true }),
      unknownError: t('web.booking.summary.sendError'),
    });

  const send = async () => {
    if (sendingRef.current || !later) return;
    for (const target of steps.slice(1, -1)) {
      if (!check(target)) {
        update({ step: target });
        return;
      }
    }
    sendingRef.current = true;
    setSending(true);
    set.setNotice(null);
    try {
      const created = await later.createBookingRequest(pseudo, later.requestBodyOf(draft, locale));
      const sent = later.sentRequestOf(created, draft);
      allowLeaving();
      forget();
      navigate(confirmationPath(pseudo), { replace: true, state: { sent } });
    } catch (failure) {
      fail(failure, later);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return { goTo, back, next, sending };
}
