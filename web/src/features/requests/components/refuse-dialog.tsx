import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type RequestView, refuseRequestInput } from '#shared/api/contracts/requests.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import { useRequestFeedback } from '#web/src/features/requests/hooks/use-request-feedback.ts';
import { clientName, slotText } from '#web/src/features/requests/utils/request-text.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';

type Values = z.input<typeof refuseRequestInput>;
type Output = z.output<typeof refuseRequestInput>;

/** The longest reason (the contract's limit). */
const REASON_MAX = 500;

interface RefuseDialogProps {
  request: RequestView;
  hourFormat?: '12' | '24' | undefined;
  /** Sends the reason; a rejection stays in the dialog. */
  onRefuse: (input: Output) => Promise<void>;
  onClose: () => void;
}

/**
 * "Decline this request?": says what follows (the slot is freed, the client gets an email), takes
 * an optional reason for the client. "Keep it" has the focus: declining takes a deliberate press.
 */
export function RefuseDialog({ request, hourFormat, onRefuse, onClose }: RefuseDialogProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const locale = useLocale();
  const { failure } = useRequestFeedback(hourFormat);
  const [failed, setFailed] = useState<FeedbackMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(refuseRequestInput),
    defaultValues: { reason: '' },
  });
  const name = clientName(request.client);

  const submit = handleSubmit(async (input) => {
    setFailed(null);
    try {
      await onRefuse(input.reason ? input : {});
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['reason'])) setFailed(failure('refuse', error));
    }
  });

  return (
    <Dialog title={t('web.requests.refuse.title', { name })} onClose={onClose}>
      <form className="stack" noValidate onSubmit={submit}>
        <p>{t('web.requests.refuse.text', { name, when: slotText(request.slot, locale, hourFormat) })}</p>
        <TextareaField
          label={t('web.requests.refuse.reason')}
          hint={t('web.requests.refuse.reasonHint', { name, max: REASON_MAX })}
          maxLength={REASON_MAX}
          error={fieldErrorText(tk, errors.reason)}
          {...register('reason')}
        />
        {failed && <FeedbackNotice feedback={failed} />}
        <div className="row">
          <Button variant="secondary" data-autofocus onClick={onClose} disabled={isSubmitting}>
            {t('web.requests.refuse.cancel')}
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel={t('web.common.sending')}>
            {t('web.requests.refuse.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
