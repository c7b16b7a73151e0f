import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientProfile } from '#shared/api/contracts/portal-auth.ts';
import { BOOKING_LIMITS } from '#shared/validation/booking-fields.ts';
import { LanguageOptions } from '#web/src/components/language-options.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { RadioGroup } from '#web/src/components/ui/radio-group.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { updateMyClientProfile } from '#web/src/features/portal-profile/api/update-my-client-profile.ts';
import {
  type ClientProfileFormOutput,
  type ClientProfileFormValues,
  clientProfileBody,
  clientProfileFormSchema,
  clientProfileFormValues,
} from '#web/src/features/portal-profile/utils/client-profile-form-values.ts';
import { useFieldErrors } from '#web/src/hooks/use-field-errors.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

const FIELDS = ['firstName', 'lastName', 'age', 'instagram', 'alreadyTattooed', 'locale'] as const;

interface ClientProfileFormProps {
  profile: ClientProfile;
  update?: typeof updateMyClientProfile;
}

/**
 * `/portal/profile`'s form: first and last name, age, Instagram, already tattooed, the language of
 * the client's emails; the email shown, not editable (their identity). Success shows 'Profil modifié
 * avec succès', failure 'Erreur lors de la modification du profil' with the reason.
 */
export function ClientProfileForm({ profile, update = updateMyClientProfile }: ClientProfileFormProps) {
  const { t } = useTranslation();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const form = useForm<ClientProfileFormValues, unknown, ClientProfileFormOutput>({
    resolver: zodResolver(clientProfileFormSchema),
    defaultValues: clientProfileFormValues(profile),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { apply: applyApiErrors, text: error } = useFieldErrors(form, FIELDS);

  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const saved = await update(clientProfileBody(values));
      reset(clientProfileFormValues(saved));
      setFeedback({
        tone: 'success',
        title: t('web.portal.profile.success'),
        description: t('web.portal.profile.successText'),
      });
    } catch (error) {
      applyApiErrors(error);
      setFeedback({
        tone: 'error',
        title: t('web.portal.profile.error'),
        description: isApiError(error) && error.message ? error.message : t('web.portal.profile.errorText'),
      });
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <RequiredHint />
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <TextField
        label={t('web.portal.profile.email')}
        type="email"
        value={profile.email}
        readOnly
        aria-readonly="true"
      />
      <TextField
        label={t('web.portal.profile.firstName')}
        required
        autoComplete="given-name"
        maxLength={BOOKING_LIMITS.nameMax}
        error={error('firstName')}
        {...register('firstName')}
      />
      <TextField
        label={t('web.portal.profile.lastName')}
        required
        autoComplete="family-name"
        maxLength={BOOKING_LIMITS.nameMax}
        error={error('lastName')}
        {...register('lastName')}
      />
      <TextField
        label={t('web.portal.profile.age')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        hint={t('web.portal.profile.ageHint', { min: BOOKING_LIMITS.ageMin })}
        error={error('age')}
        {...register('age')}
      />
      <TextField
        label={t('web.portal.profile.instagram')}
        autoComplete="off"
        autoCapitalize="none"
        maxLength={BOOKING_LIMITS.instagramMax + 1}
        hint={t('web.portal.profile.instagramHint')}
        error={error('instagram')}
        {...register('instagram')}
      />
      <div className="stack">
        <RadioGroup
          legend={t('web.portal.profile.alreadyTattooed')}
          options={[
            { value: 'yes', label: t('web.portal.profile.yes') },
            { value: 'no', label: t('web.portal.profile.no') },
          ]}
          aria-invalid={errors.alreadyTattooed ? true : undefined}
          {...register('alreadyTattooed')}
        />
        {error('alreadyTattooed') && (
          <p className="field__error" role="alert">
            {error('alreadyTattooed')}
          </p>
        )}
      </div>
      <SelectField
        label={t('web.portal.profile.locale')}
        required
        error={error('locale')}
        {...register('locale')}
      >
        <LanguageOptions />
      </SelectField>
      <Button type="submit" busy={isSubmitting} busyLabel={t('web.common.saving')}>
        {t('web.portal.profile.submit')}
      </Button>
    </form>
  );
}
