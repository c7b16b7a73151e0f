import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProjectSessionsView } from '#shared/api/contracts/bookings.ts';
import {
  DEPOSIT_RULES,
  type DepositRule,
  PLANNED_CHOICES,
} from '#shared/domain/projects/project-sessions.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { RadioGroup } from '#web/src/components/ui/radio-group.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { planMyBookingProject } from '#web/src/features/projects/api/project-api.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';

interface Values {
  planned: string;
  depositRule: DepositRule;
}

/** An upcoming booking made the first session of a project: how many sessions, how the deposit applies. */
export function MakeProjectForm({
  bookingId,
  hasDeposit,
  onMade,
}: {
  bookingId: string;
  hasDeposit: boolean;
  onMade: (project: ProjectSessionsView) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<FeedbackMessage | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<Values>({ defaultValues: { planned: '3', depositRule: 'last' } });
  const submit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      await onMade(
        await planMyBookingProject(bookingId, {
          planned: Number(values.planned),
          depositRule: values.depositRule,
        }),
      );
    } catch (error) {
      setFailed({
        tone: 'error',
        title: t('web.projects.saveFailed'),
        description: isApiError(error) ? error.message : t('web.errors.unknown'),
      });
    }
  });
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <p className="muted">{t('web.projects.make')}</p>
      <SelectField label={t('web.projects.planned')} {...register('planned')}>
        {PLANNED_CHOICES.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
      {hasDeposit && (
        <RadioGroup
          legend={t('web.projects.depositRule')}
          options={DEPOSIT_RULES.map((rule) => ({ value: rule, label: t(`web.projects.rules.${rule}`) }))}
          {...register('depositRule')}
        />
      )}
      {failed && <FeedbackNotice feedback={failed} />}
      <div className="row">
        <Button type="submit" variant="secondary" busy={isSubmitting} busyLabel={t('web.common.sending')}>
          {t('web.projects.save')}
        </Button>
      </div>
    </form>
  );
}
