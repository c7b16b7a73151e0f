import './profile-form.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyProfile } from '#shared/api/contracts/profile.ts';
import { countryTimeZones, proposedTimeZone } from '#shared/domain/country-time-zones.ts';
import { BIO_MAX, COUNTRIES, type Country } from '#shared/domain/profile-rules.ts';
import { ImageUpload } from '#web/src/components/image-upload/index.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { SelectOptions } from '#web/src/components/ui/select-options.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { updateMyProfile } from '#web/src/features/profile/api/update-my-profile.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { labelledTimeZones } from '#web/src/lib/time-zone-options.ts';
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

/** The parts of the profile a form shows; the others keep their saved values. */
const PROFILE_SECTIONS = ['displayName', 'bio', 'images', 'residency', 'links', 'styles'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** What the form saves beside the profile: the time zone proposed from the residence's country. */
export interface ProfileExtras {
  timezone?: string;
}

interface ProfileFormProps {
  profile: MyProfile;
  /** Called with the saved profile (the route refreshes what depends on it) and the extras chosen. */
  onSaved?: (profile: MyProfile, extras: ProfileExtras) => void | Promise<void>;
  /** The parts shown (all by default). */
  sections?: readonly ProfileSection[];
  /**
   * `step`: one onboarding step, its fields without the editor's cards and headings, no success
   * message (the next step is the answer).
   */
  variant?: 'editor' | 'step';
  /** With the residence: a time zone among the country's, proposed from it (the account's own first). */
  timeZone?: { own: string };
  submitLabel?: string;
  /** Beside the submit button (an onboarding step's 'Skip'). */
  secondaryAction?: ReactNode;
}

/** A part of the form: a titled card in the editor, its bare fields in a step. */
function Section({
  id,
  title,
  step,
  children,
}: {
  id: string;
  title: string;
  step: boolean;
  children: ReactNode;
}) {
  if (step) return <div className="stack">{children}</div>;
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** An image field's error (the upload shows its own states; this is the form's). */
function ImageError({
  tk,
  error,
}: {
  tk: ReturnType<typeof useTranslateKey>;
  error?: { message?: string } | undefined;
}) {
  return error?.message ? (
    <p className="field__error" role="alert">
      {fieldErrorText(tk, error)}
    </p>
  ) : null;
}

/**
 * The profile editor: display name, bio, picture and banner, residency, links and styles, saved at
 * once (`PUT /me/profile`). Success shows 'Profil modifié avec succès', failure 'Erreur lors de la
 * modification du profil' with the API's explanation; invalid fields get their own message. The
 * onboarding shows a few sections of it per step.
 */
export function ProfileForm({
  profile,
  onSaved,
  sections = PROFILE_SECTIONS,
  variant = 'editor',
  timeZone,
  submitLabel,
  secondaryAction,
}: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const step = variant === 'step';
  const shows = (section: ProfileSection) => sections.includes(section);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<
      ProfileFormValues,
      unknown,
      ProfileFormOutput
    >,
    defaultValues: {
      ...profileFormValues(profile),
      timezone: profile.residency ? proposedTimeZone(profile.residency.country, timeZone?.own) : '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const country = watch('country');
  const locale = currentLocale(i18n);
  const zones = useMemo(
    () => (country ? labelledTimeZones(countryTimeZones(country, timeZone?.own), locale) : []),
    [country, timeZone?.own, locale],
  );
  const bioLength = (watch('bio') ?? '').length;

  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const saved = await updateMyProfile(profileUpdateBody(values));
      const timezone = timeZone && shows('residency') && values.country ? values.timezone : undefined;
      reset({ ...profileFormValues(saved), timezone: values.timezone });
      await onSaved?.(saved, timezone ? { timezone } : {});
      if (step) return;
      setFeedback({
        tone: 'success',
        title: t('web.profileEditor.success'),
        description: t('web.profileEditor.successText'),
      });
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
    <form className={`stack profile-form${step ? ' profile-form--step' : ''}`} noValidate onSubmit={submit}>
      {!step && <RequiredHint />}
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}

      {(shows('displayName') || shows('bio')) && (
        <Section id="profile-identity" title={t('web.profileEditor.sections.identity')} step={step}>
          {shows('displayName') && (
            <TextField
              label={t('web.profileEditor.displayName')}
              autoComplete="nickname"
              required
              error={fieldErrorText(tk, errors.displayName)}
              {...register('displayName')}
            />
          )}
          {shows('bio') && (
            <TextareaField
              label={t('web.profileEditor.bio')}
              rows={5}
              maxLength={BIO_MAX}
              hint={t('web.profileEditor.bioCount', { count: bioLength, max: BIO_MAX })}
              error={fieldErrorText(tk, errors.bio)}
              {...register('bio')}
            />
          )}
        </Section>
      )}

      {shows('images') && (
        <Section id="profile-images" title={t('web.profileEditor.sections.images')} step={step}>
          {(['avatar', 'banner'] as const).map((kind) => (
            <Controller
              key={kind}
              control={control}
              name={kind}
              render={({ field, fieldState }) => (
                <>
                  <ImageUpload
                    kind={kind}
                    label={kind === 'avatar' ? t('web.profileEditor.avatar') : t('web.profileEditor.banner')}
                    value={field.value}
                    onChange={field.onChange}
                  />
                  <ImageError tk={tk} error={fieldState.error} />
                </>
              )}
            />
          ))}
        </Section>
      )}

      {shows('residency') && (
        <Section id="profile-residency" title={t('web.profileEditor.sections.residency')} step={step}>
          {!step && <p className="field__hint">{t('web.profileEditor.residencyHint')}</p>}
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
            {...register('country', {
              // A new country proposes its time zone (the account's own when it lies there).
              onChange: (event) => {
                const next = event.target.value as Country | '';
                if (timeZone && next) setValue('timezone', proposedTimeZone(next, timeZone.own));
              },
            })}
          >
            <option value="">{t('web.profileEditor.chooseCountry')}</option>
            {COUNTRIES.map((option) => (
              <option key={option} value={option}>
                {t(`web.countries.${option}`)}
              </option>
            ))}
          </SelectField>
          {timeZone && zones.length > 0 && (
            <SelectField
              label={t('web.profileEditor.timezone')}
              hint={t('web.profileEditor.timezoneHint')}
              {...register('timezone')}
            >
              <SelectOptions options={zones} />
            </SelectField>
          )}
        </Section>
      )}

      {shows('links') && (
        <Section id="profile-links" title={t('web.profileEditor.sections.links')} step={step}>
          <LinksFields form={form} />
        </Section>
      )}

      {shows('styles') && (
        <Section id="profile-styles" title={t('web.profileEditor.sections.styles')} step={step}>
          <StylesFields form={form} legendVisible={step} />
        </Section>
      )}

      <div className={secondaryAction ? 'row profile-form__actions' : 'stack'}>
        <Button type="submit" block={!secondaryAction} busy={isSubmitting} busyLabel={t('web.common.saving')}>
          {submitLabel ?? t('web.profileEditor.save')}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
