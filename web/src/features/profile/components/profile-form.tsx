import './profile-form.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyProfile } from '../../../../../shared/api/contracts/profile.ts';
import { BIO_MAX, COUNTRIES } from '../../../../../shared/domain/profile-rules.ts';
import { ImageUpload } from '../../../components/image-upload/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FeedbackNotice } from '../../../components/ui/feedback-notice.tsx';
import { RequiredHint } from '../../../components/ui/required-hint.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useFocusedFeedback } from '../../../hooks/use-focused-feedback.ts';
import { useTranslateKey } from '../../../hooks/use-translate-key.ts';
import { isApiError } from '../../../lib/api-error.ts';
import type { FeedbackMessage } from '../../../lib/feedback.ts';
import { applyFieldErrors, fieldErrorText } from '../../../lib/form-errors.ts';
import { updateMyProfile } from '../api/update-my-profile.ts';
import { LinksFields } from './links-fields.tsx';
import {
  formFieldOf,
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  profileUpdateBody,
} from './profile-form-values.ts';
import { StylesFields } from './styles-fields.tsx';

interface ProfileFormProps {
  profile: MyProfile;
  /** Called with the saved profile (the route refreshes what depends on it). */
  onSaved?: (profile: MyProfile) => void;
}

/**
 * The profile editor: display name, bio, picture and banner, residency, links and styles, saved at
 * once (`PUT /me/profile`). Success shows 'Profil modifié avec succès', failure 'Erreur lors de la
 * modification du profil' with the API's explanation; invalid fields get their own message.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<
      ProfileFormValues,
      unknown,
      ProfileFormOutput
    >,
    defaultValues: profileFormValues(profile),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const bioLength = (watch('bio') ?? '').length;

  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const saved = await updateMyProfile(profileUpdateBody(values));
      reset(profileFormValues(saved));
      setFeedback({
        tone: 'success',
        title: t('web.profileEditor.success'),
        description: t('web.profileEditor.successText'),
      });
      onSaved?.(saved);
    } catch (error) {
      applyFieldErrors(
        error,
        setError,
        (path) => formFieldOf(path) as FieldPath<ProfileFormValues> | undefined,
      );
      setFeedback({
        tone: 'error',
        title: t('web.profileEditor.error'),
        description: isApiError(error) ? error.message : t('web.errors.unknown'),
      });
    }
  });

  return (
    <form className="stack profile-form" noValidate onSubmit={submit}>
      <RequiredHint />
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}

      <section className="card stack" aria-labelledby="profile-identity">
        <h2 id="profile-identity">{t('web.profileEditor.sections.identity')}</h2>
        <TextField
          label={t('web.profileEditor.displayName')}
          autoComplete="nickname"
          required
          error={fieldErrorText(tk, errors.displayName)}
          {...register('displayName')}
        />
        <TextareaField
          label={t('web.profileEditor.bio')}
          rows={5}
          maxLength={BIO_MAX}
          hint={t('web.profileEditor.bioCount', { count: bioLength, max: BIO_MAX })}
          error={fieldErrorText(tk, errors.bio)}
          {...register('bio')}
        />
      </section>

      <section className="card stack" aria-labelledby="profile-images">
        <h2 id="profile-images">{t('web.profileEditor.sections.images')}</h2>
        <Controller
          control={control}
          name="avatar"
          render={({ field, fieldState }) => (
            <>
              <ImageUpload
                kind="avatar"
                label={t('web.profileEditor.avatar')}
                value={field.value}
                onChange={field.onChange}
              />
              {fieldState.error?.message && (
                <p className="field__error" role="alert">
                  {fieldErrorText(tk, fieldState.error)}
                </p>
              )}
            </>
          )}
        />
        <Controller
          control={control}
          name="banner"
          render={({ field, fieldState }) => (
            <>
              <ImageUpload
                kind="banner"
                label={t('web.profileEditor.banner')}
                value={field.value}
                onChange={field.onChange}
              />
              {fieldState.error?.message && (
                <p className="field__error" role="alert">
                  {fieldErrorText(tk, fieldState.error)}
                </p>
              )}
            </>
          )}
        />
      </section>

      <section className="card stack" aria-labelledby="profile-residency">
        <h2 id="profile-residency">{t('web.profileEditor.sections.residency')}</h2>
        <p className="field__hint">{t('web.profileEditor.residencyHint')}</p>
        <TextField
          label={t('web.profileEditor.shopName')}
          autoComplete="organization"
          error={fieldErrorText(tk, errors.shopName)}
          {...register('shopName')}
        />
        <TextField
          label={t('web.profileEditor.city')}
          autoComplete="address-level2"
          error={fieldErrorText(tk, errors.city)}
          {...register('city')}
        />
        <SelectField
          label={t('web.profileEditor.country')}
          defaultValue={profile.residency?.country ?? ''}
          error={fieldErrorText(tk, errors.country)}
          {...register('country')}
        >
          <option value="">{t('web.profileEditor.chooseCountry')}</option>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {t(`web.countries.${country}`)}
            </option>
          ))}
        </SelectField>
      </section>

      <section className="card stack" aria-labelledby="profile-links">
        <h2 id="profile-links">{t('web.profileEditor.sections.links')}</h2>
        <LinksFields form={form} />
      </section>

      <section className="card stack" aria-labelledby="profile-styles">
        <h2 id="profile-styles">{t('web.profileEditor.sections.styles')}</h2>
        <StylesFields form={form} />
      </section>

      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.saving')}>
        {t('web.profileEditor.save')}
      </Button>
    </form>
  );
}
