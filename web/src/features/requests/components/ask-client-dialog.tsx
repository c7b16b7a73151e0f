import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import { MAX_MESSAGE_CHARS } from '#shared/domain/messages/message-rules.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { FeedbackNotice } from '#web/src/components/ui/feedback-notice.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { askMyRequestClient } from '#web/src/features/requests/api/ask-my-request-client.ts';
import { useRequestFeedback } from '#web/src/features/requests/hooks/use-request-feedback.ts';
import { clientName } from '#web/src/features/requests/utils/request-text.ts';
import type { FeedbackMessage } from '#web/src/lib/feedback.ts';
import type { ActionOutcome } from './request-actions.tsx';

interface AskClientDialogProps {
  request: RequestView;
  hourFormat?: '12' | '24' | undefined;
  /** Runs the answer as the other actions do (the list read again, the owner told). */
  answer: (run: () => Promise<ActionOutcome>) => Promise<void>;
  onClose: () => void;
}

/**
 * "Ask the client" (issue 30, item 3; ADR 0087): a question posted in the conversation with the
 * request's client; the request then shows "Waiting for the client" until they answer there. The
 * message's id is made once, so sending again after a failure stores it once.
 */
export function AskClientDialog({ request, hourFormat, answer, onClose }: AskClientDialogProps) {
  const { t } = useTranslation();
  const { success, failure } = useRequestFeedback(hourFormat);
  const clientMessageId = useRef(crypto.randomUUID());
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failed, setFailed] = useState<FeedbackMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const name = clientName(request.client);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailed(null);
    if (!text.trim()) return setProblem(t('web.requests.ask.textRequired'));
    setBusy(true);
    try {
      await answer(async () => {
        const asked = await askMyRequestClient(request.requestId, {
          clientMessageId: clientMessageId.current,
          text,
        });
        return { feedback: success('ask', asked), left: false };
      });
    } catch (error) {
      setFailed(failure('ask', error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('web.requests.ask.title', { name })} onClose={onClose}>
      <form className="stack" noValidate onSubmit={(event) => void send(event)}>
        <p>{t('web.requests.ask.text', { name })}</p>
        <TextareaField
          label={t('web.requests.ask.label')}
          hint={t('web.requests.ask.hint', { name })}
          maxLength={MAX_MESSAGE_CHARS}
          data-autofocus
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
        />
        {failed && <FeedbackNotice feedback={failed} />}
        <div className="row">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('web.requests.ask.cancel')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('web.common.sending')}>
            {t('web.requests.ask.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
