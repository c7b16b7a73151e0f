import './support.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { bugReportInput } from '#shared/api/contracts/support.ts';
import { BUG_DESCRIPTION_MAX, BUG_LOCATIONS, BUG_TYPES } from '#shared/domain/support.ts';
import { type ImageRef, ImageUpload } from '#web/src/components/image-upload/index.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { createMyBugReport } from '#web/src/features/support/api/create-my-bug-report.ts';
import { useFocusedFeedback } from '#web/src/hooks/use-focused-feedback.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';
import { randomUUIDv4 } from '#web/src/lib/random-id.ts';

const schema = bugReportInput.omit({ reportId: true, screenshotImageId: true }).extend({
  location: z.union([z.literal(''), bugReportInput.shape.location]).refine((value) => value !== '', {
    error: 'validation.support.locationRequired',
  }),
  type: z.union([z.literal(''), bugReportInput.shape.type]).refine((value) => value !== '', {
    error: 'validation.support.typeRequired',
  }),
  screenshot: z.array(z.object({ imageId: z.string(), image: z.any().optional() })),
});
type Values = z.input<typeof schema>;
const EMPTY: Values = { location: '', type: '', description: '', screenshot: [] };

/** Where, what kind, what happened, and a screenshot if the artist has one: one report per send. */
export function BugReportForm({ send = createMyBugReport }: { send?: typeof createMyBugReport }) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<FeedbackMessage>();
  const [sent, setSent] = useState(false);
  // One id per report: a retry after a lost answer files the same report.
  const reportId = useRef(randomUUIDv4());
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema) as never, defaultValues: EMPTY });
  const length = (watch('description') ?? '').length;

  const submit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const screenshot = (values.screenshot as ImageRef[])[0];
      await send({
        reportId: reportId.current,
        location: values.location as (typeof BUG_LOCATIONS)[number],
        type: values.type as (typeof BUG_TYPES)[number],
        description: values.description,
        ...(screenshot && { screenshotImageId: screenshot.imageId }),
      });
      setSent(true);
    } catch (error) {
      applyFieldErrors(error, setError, (path) =>
        path === 'screenshotImageId' ? 'screenshot' : (path as keyof Values),
      );
      setFeedback({
        tone: 'error',
        title: t('web.support.bug.error'),
        description: isApiError(error) ? error.message : t('web.errors.unknown'),
      });
    }
  });

  if (sent) {
    return (
      <div className="card stack">
        <Alert tone="success">
          <strong>{t('web.support.bug.success')}</strong> {t('web.support.bug.successText')}
        </Alert>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              reportId.current = randomUUIDv4();
              reset(EMPTY);
              setSent(false);
            }}
          >
            {t('web.support.bug.another')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="card stack" noValidate onSubmit={submit}>
      <RequiredHint />
      {feedback && <FeedbackNotice ref={feedbackRef} feedback={feedback} />}
      <SelectField
        label={t('web.support.bug.location')}
        required
        error={fieldErrorText(tk, errors.location)}
        {...register('location')}
      >
        <option value="">{t('web.support.bug.chooseLocation')}</option>
        {BUG_LOCATIONS.map((location) => (
          <option key={location} value={location}>
            {t(`web.support.bug.locations.${location}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('web.support.bug.type')}
        required
        error={fieldErrorText(tk, errors.type)}
        {...register('type')}
      >
        <option value="">{t('web.support.bug.chooseType')}</option>
        {BUG_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`web.support.bug.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('web.support.bug.description')}
        required
        rows={6}
        maxLength={BUG_DESCRIPTION_MAX}
        hint={`${t('web.support.bug.descriptionHint')} ${length} / ${BUG_DESCRIPTION_MAX}`}
        error={fieldErrorText(tk, errors.description)}
        {...register('description')}
      />
      <Controller
        control={control}
        name="screenshot"
        render={({ field, fieldState }) => (
          <>
            <ImageUpload
              kind="support"
              label={t('web.support.bug.screenshot')}
              value={field.value as ImageRef[]}
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
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.sending')}>
        {t('web.support.bug.submit')}
      </Button>
    </form>
  );
}
