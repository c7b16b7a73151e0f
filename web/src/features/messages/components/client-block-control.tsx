import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ConfirmAction } from '#web/src/components/messaging/confirm-action.tsx';
import { blockMyClient } from '#web/src/features/messages/api/block-my-client.ts';
import { openMyConversation } from '#web/src/features/messages/api/open-my-conversation.ts';
import { unblockMyClient } from '#web/src/features/messages/api/unblock-my-client.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { showToast } from '#web/src/lib/toasts.ts';

/**
 * From a request's page: block (after asking) or unblock its client's email (issue 11: the same
 * block as in the messages). The request's conversation is opened to know where the block stands.
 */
export function ClientBlockControl({ requestId, name }: { requestId: string; name: string }) {
  const { t } = useTranslation();
  const { data, mutate } = useSWR(`open-conversation:${requestId}`, () => openMyConversation(requestId), {
    revalidateOnFocus: false,
  });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!data) return null;

  const change = async (blocked: boolean) => {
    setBusy(true);
    try {
      await (blocked ? blockMyClient : unblockMyClient)(data.conversationId);
      await mutate({ ...data, blocked }, { revalidate: false });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('web.messageLinks.error'),
        description: isApiError(error) ? error.message : undefined,
      });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      {data.blocked ? (
        <div className="stack">
          <p className="muted">{t('web.messageLinks.blocked')}</p>
          <div>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={busy}
              onClick={() => void change(false)}
            >
              {t('web.messageLinks.unblock')}
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button type="button" className="button button--ghost button--sm" onClick={() => setAsking(true)}>
            <Ban aria-hidden="true" size={16} />
            {t('web.messageLinks.block')}
          </button>
        </div>
      )}
      {asking && (
        <ConfirmAction
          title={t('web.messageLinks.blockTitle', { name })}
          text={t('web.messageLinks.blockText', { name })}
          confirm={t('web.messageLinks.blockConfirm')}
          cancel={t('web.messageLinks.cancel')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void change(true)}
        />
      )}
    </>
  );
}
