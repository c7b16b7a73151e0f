import type { SignConsentInput } from '#shared/api/contracts/consent.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { ConsentItem } from '#shared/db/entities/consent.ts';
import { ageVerdict } from '#shared/domain/consent/age.ts';
import { answerProblems, flaggedQuestions, normalizedAnswers } from '#shared/domain/consent/answers.ts';
import { guardianAllowed } from '#shared/domain/consent/consent-settings.ts';
import { formAsShown } from '#shared/domain/consent/form-as-shown.ts';
import { bookingConsentStatus, type ConsentFormVersion } from './consent-forms.ts';

/** The body as the contract parsed it. */
type SignInput = Omit<SignConsentInput, 'guardian'> & { guardian?: SignConsentInput['guardian'] | undefined };

/**
 * Whether this booking's consent may be signed now (ADR 0088), else the reason, in this order: the
 * booking cancelled, already signed (409, nothing changes), consent never asked or the deadline passed
 * (409 `consent_closed`), the form changed since the page was loaded.
 */
export function checkSignable(
  booking: BookingItem,
  form: ConsentFormVersion | undefined,
  consent: ConsentItem | undefined,
  formVersion: number,
  now: Date,
): ConsentFormVersion {
  if (booking.status === 'canceled') throw new ApiError(409, 'booking_canceled');
  if (consent) throw new ApiError(409, 'consent_already_signed');
  if (!form) throw new ApiError(409, 'consent_closed');
  const { status } = bookingConsentStatus(booking, form.settings, undefined, now);
  if (status !== 'waiting') throw new ApiError(409, 'consent_closed');
  if (formVersion !== form.version) throw new ApiError(409, 'conflict');
  return form;
}

/**
 * The client's identity and answers checked against the form in the language they read it: the age on
 * the signing day (under 18: refused, or a guardian's name and signature where the artist allows it and
 * the law permits), every question answered, every statement acknowledged. Answers what is kept.
 */
export function checkResponses(form: ConsentFormVersion, body: SignInput, now: Date) {
  const signingDay = now.toISOString().slice(0, 10);
  const verdict = ageVerdict(body.dateOfBirth, signingDay, guardianAllowed(form.settings));
  if (verdict === 'invalid')
    throw new ApiError(400, 'validation_failed', [
      { path: 'dateOfBirth', key: 'consent.problems.dateOfBirthInvalid' },
    ]);
  if (verdict === 'refused')
    throw new ApiError(400, 'validation_failed', [
      { path: 'dateOfBirth', key: 'consent.problems.minorRefused' },
    ]);
  if (verdict === 'guardian' && !body.guardian)
    throw new ApiError(400, 'validation_failed', [
      { path: 'guardian', key: 'consent.problems.guardianRequired' },
    ]);
  const shown = formAsShown(form.settings.form, body.language);
  const problems = answerProblems(shown, body);
  if (problems.length > 0)
    throw new ApiError(
      400,
      'validation_failed',
      problems.map(({ path, code }) => ({ path, key: `consent.problems.${code}` })),
    );
  const answers = normalizedAnswers(shown, body.answers);
  return {
    shown,
    answers,
    flagged: flaggedQuestions(shown, answers),
    guardian: verdict === 'guardian' ? body.guardian : undefined,
  };
}
