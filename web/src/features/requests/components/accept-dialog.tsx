import projectsMessages from 'virtual:inkslot-message-sections/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AcceptRequestInput, RequestView } from '#shared/api/contracts/requests.ts';
import { type Currency, currencySymbol, formatPrice } from '#shared/domain/money.ts';
import { DEPOSIT_RULES, PLANNED_CHOICES } from '#shared/domain/projects/project-sessions.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { RadioGroup } from '#web/src/components/ui/radio-group.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { useLocale } from '#web/src/features/requests/hooks/use-locale.ts';
import { useRequestFeedback } from '#web/src/features/requests/hooks/use-request-feedback.ts';
import {
  type AcceptFormValues,
  acceptFormDefaults,
  acceptFormSchema,
} from '#web/src/features/requests/utils/accept-form.ts';
import { clientName, slotText } from '#web/src/features/requests/utils/request-text.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';
import { useSectionMessages } from '#web/src/lib/section-messages.ts';

const FIELDS = ['priceCents', 'depositCents'] as const;

interface AcceptDialogProps {
  request: RequestView;
  /** The artist's currency: the amounts are typed and kept in it. */
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
  /** Sends the body (cents); a rejection stays in the dialog (field errors on the fields). */
  onAccept: (input: AcceptRequestInput) => Promise<void>;
  onClose: () => void;
  /**
   * The price step of proposing times (ADR 0087): the times chosen, how long they stay open, and
   * the way back to them. The booking takes this price once the client picks a time.
   */
  proposal?: { times: string[]; openFor: string; onBack: () => void } | undefined;
}

/**
 * Accept a request: the final price (required; a flash request starts at the flash's price) and,
 * when the artist wants one, a deposit no larger than the price. Amounts are typed in currency
 * units and sent in cents; the contract's rules give the messages. The price field has the focus.
 */
export function AcceptDialog({
  request,
  currency,
  hourFormat,
  onAccept,
  onClose,
  proposal,
}: AcceptDialogProps) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const locale = useLocale();
  const { failure } = useRequestFeedback(hourFormat);
  const [failed, setFailed] = useState<FeedbackMessage | null>(null);
  const flash = request.project.flash;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AcceptFormValues, unknown, AcceptRequestInput>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: acceptFormDefaults(flash?.priceCents, locale),
  });
  const askDeposit = watch('askDeposit');
  const asProject = watch('asProject');
  // A project of several sessions (ADR 0093): its words load with the dialog; not when proposing times.
  const projectWords = useSectionMessages(projectsMessages);
  const symbol = currencySymbol(currency, locale);
  const name = clientName(request.client);

  const submit = handleSubmit(async (input) => {
    setFailed(null);
    try {
      await onAccept(input);
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      // A time refused (taken meanwhile, overlapping): its own words, above the way back to the times.
      const timesProblem = isApiError(error) && error.fields.find((field) => field.path === 'slotIds');
      const failed = failure(proposal ? 'propose' : 'accept', error);
      setFailed(timesProblem ? { ...failed, description: timesProblem.message } : failed);
    }
  });

  return (
    <Dialog
      title={t(proposal ? 'web.requests.propose.priceTitle' : 'web.requests.accept.title', { name })}
      onClose={onClose}
    >
      <form className="stack" noValidate onSubmit={submit}>
        {proposal ? (
          <section aria-labelledby="proposal-times">
            <h3 id="proposal-times" className="request-proposal__title">
              {t('web.requests.propose.times')}
            </h3>
            <ul className="plain-list request-proposal__times">
              {proposal.times.map((time) => (
                <li key={time}>{time}</li>
              ))}
            </ul>
            <p className="muted">{t('web.requests.propose.openFor', { duration: proposal.openFor })}</p>
          </section>
        ) : (
          <p>{slotText(request.slot, locale, hourFormat)}</p>
        )}
        <RequiredHint />
        <TextField
          label={t('web.requests.accept.price', { currency: symbol })}
          required
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          hint={
            flash
              ? t('web.requests.accept.flashPriceHint', {
                  title: flash.title,
                  price: formatPrice(flash.priceCents, flash.currency, locale),
                })
              : t('web.requests.accept.priceHint')
          }
          error={fieldErrorText(tk, errors.priceCents)}
          {...register('priceCents')}
        />
        <label className="check-option">
          <input type="checkbox" {...register('askDeposit')} />
          {t('web.requests.accept.askDeposit')}
        </label>
        {askDeposit && (
          <TextField
            label={t('web.requests.accept.deposit', { currency: symbol })}
            required
            inputMode="decimal"
            autoComplete="off"
            hint={t('web.requests.accept.depositHint')}
            error={fieldErrorText(tk, errors.depositCents)}
            {...register('depositCents')}
          />
        )}
        {!proposal && projectWords && (
          <>
            <label className="check-option">
              <input type="checkbox" {...register('asProject')} />
              {t('web.projects.asProject')}
            </label>
            {asProject && (
              <>
                <SelectField
                  label={t('web.projects.planned')}
                  hint={t('web.projects.plannedHint')}
                  {...register('planned')}
                >
                  {PLANNED_CHOICES.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </SelectField>
                {askDeposit && (
                  <RadioGroup
                    legend={t('web.projects.depositRule')}
                    options={DEPOSIT_RULES.map((rule) => ({
                      value: rule,
                      label: t(`web.projects.rules.${rule}`),
                    }))}
                    {...register('depositRule')}
                  />
                )}
              </>
            )}
          </>
        )}
        <p className="muted">
          {t(proposal ? 'web.requests.propose.email' : 'web.requests.accept.email', { name })}
        </p>
        {failed && <FeedbackNotice feedback={failed} />}
        <div className="row">
          {proposal ? (
            <Button variant="secondary" onClick={proposal.onBack} disabled={isSubmitting}>
              {t('web.requests.propose.back')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              {t('web.requests.accept.cancel')}
            </Button>
          )}
          <Button type="submit" busy={isSubmitting} busyLabel={t('web.common.sending')}>
            {t(proposal ? 'web.requests.propose.confirm' : 'web.requests.accept.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
