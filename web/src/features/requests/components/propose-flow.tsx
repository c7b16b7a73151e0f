import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { Currency } from '#shared/domain/money.ts';
import { proposeMyRequestTimes } from '#web/src/features/requests/api/propose-my-request-times.ts';
import { useRequestFeedback } from '#web/src/features/requests/hooks/use-request-feedback.ts';
import { clientName } from '#web/src/features/requests/utils/request-text.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import type { ActionOutcome, ProposedChoice, RenderMoveDialog } from './request-actions.tsx';

interface ProposeFlowProps {
  request: RequestView;
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
  /** The route's slot dialogs: its 'propose' one chooses the times. */
  slotDialog: RenderMoveDialog;
  /** Runs the answer as the other actions do (the list read again, the owner told). */
  answer: (run: () => Promise<ActionOutcome>) => Promise<void>;
  onClose: () => void;
}

/**
 * "Propose times" (issue 30, item 3; ADR 0087) in two steps: the times and how long they stay open
 * (the reschedule feature's dialog, composed by the route), then the price and deposit the booking
 * will take (the accept dialog in its propose mode), sent together. Back keeps the times chosen.
 */
export function ProposeFlow({
  request,
  currency,
  hourFormat,
  slotDialog,
  answer,
  onClose,
}: ProposeFlowProps) {
  const { t } = useTranslation();
  const { success } = useRequestFeedback(hourFormat);
  const [step, setStep] = useState<'times' | 'price'>('times');
  const [choice, setChoice] = useState<ProposedChoice | undefined>();

  if (step === 'price' && choice) {
    return (
      <AcceptDialog
        request={request}
        currency={currency}
        hourFormat={hourFormat}
        proposal={{ times: choice.labels, openFor: choice.openFor, onBack: () => setStep('times') }}
        onClose={onClose}
        onAccept={(input) =>
          answer(async () => {
            const { slotIds, openHours } = choice;
            const answered = await proposeMyRequestTimes(request.requestId, { ...input, slotIds, openHours });
            return { feedback: success('propose', answered), left: false };
          })
        }
      />
    );
  }
  return slotDialog({
    kind: 'propose',
    current: request.slot,
    title: t('web.requests.propose.title', { name: clientName(request.client) }),
    initial: choice,
    onClose,
    onChoose: (chosen) => {
      setChoice(chosen);
      setStep('price');
    },
  });
}
