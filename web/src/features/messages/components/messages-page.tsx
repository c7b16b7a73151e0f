import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ArtistConversationDetail } from '../../../../../shared/api/contracts/messages.ts';
import { Composer } from '../../../components/messaging/composer.tsx';
import { ConfirmAction } from '../../../components/messaging/confirm-action.tsx';
import { ConversationDetails } from '../../../components/messaging/conversation-details.tsx';
import { ConversationList } from '../../../components/messaging/conversation-list.tsx';
import { MessageThread } from '../../../components/messaging/message-thread.tsx';
import {
  detailsBesideByDefault,
  MessagingLayout,
  ThreadHeader,
} from '../../../components/messaging/messaging-layout.tsx';
import { ThreadState } from '../../../components/messaging/thread-state.tsx';
import { useConversationSearch } from '../../../components/messaging/use-conversation-search.ts';
import { useThread } from '../../../components/messaging/use-thread.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toasts.ts';
import { blockMyClient } from '../api/block-my-client.ts';
import { deleteMyConversation } from '../api/delete-my-conversation.ts';
import { useMyConversation } from '../api/get-my-conversation.ts';
import { listMyConversationsEndpoint, useMyConversations } from '../api/list-my-conversations.ts';
import { markMyConversationSeen } from '../api/mark-my-conversation-seen.ts';
import { openMyConversation } from '../api/open-my-conversation.ts';
import { sendMyMessage } from '../api/send-my-message.ts';
import { unblockMyClient } from '../api/unblock-my-client.ts';

const clientName = (client: { firstName: string; lastName: string }) =>
  `${client.firstName} ${client.lastName}`.trim();

/**
 * `/app/messages[/{conversationId}]`: the artist's conversations with their clients, the open one,
 * and its details (the client, their requests and bookings, block and delete).
 */
export function MessagesPage({ conversationId }: { conversationId: string | undefined }) {
  const { t } = useTranslation();
  const search = useConversationSearch();
  const list = useMyConversations(search.listQuery);
  const [detailsOpen, setDetailsOpen] = useState(detailsBesideByDefault);
  const { mutate } = useSWRConfig();
  const refreshLists = useCallback(
    () => mutate((key) => typeof key === 'string' && key.startsWith(listMyConversationsEndpoint.path)),
    [mutate],
  );

  // Opened from a request or a booking: `?request=…` opens (or creates) the conversation.
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const opening = params.get('request');
  useEffect(() => {
    if (!opening || conversationId) return;
    let live = true;
    openMyConversation(opening)
      .then((conversation) => {
        if (live) navigate(`/app/messages/${conversation.conversationId}`, { replace: true });
        void refreshLists();
      })
      .catch((error: unknown) => {
        if (!live) return;
        showToast({
          tone: 'error',
          title: t('web.conversations.actions.openError'),
          description: isApiError(error) ? error.message : undefined,
        });
        navigate('/app/messages', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [opening, conversationId, navigate, refreshLists, t]);

  const items = list.data?.conversations.map((conversation) => ({
    conversationId: conversation.conversationId,
    name: clientName(conversation.client),
    lastMessage: conversation.lastMessage,
    unread: conversation.unread,
    blocked: conversation.blocked,
    activityAt: conversation.activityAt,
  }));

  return (
    <div className={`stack messages-page${conversationId ? ' messages-page--thread' : ''}`}>
      <PageTitle page={t('web.conversations.title')} />
      <header className="messages-head">
        <h1>{t('web.conversations.title')}</h1>
        <p className="muted">{t('web.conversations.intro')}</p>
      </header>
      <OpenConversation
        key={conversationId ?? 'none'}
        conversationId={conversationId}
        detailsOpen={detailsOpen}
        onDetailsOpenChange={setDetailsOpen}
        onChanged={refreshLists}
        list={
          <ConversationList
            me="artist"
            items={items}
            loading={list.isLoading}
            searchPlaceholder={t('web.conversations.search.placeholder')}
            selectedId={conversationId}
            hrefOf={(id) => `/app/messages/${id}`}
            filter={search.filter}
            onFilter={search.setFilter}
            query={search.query}
            onQuery={search.setQuery}
            empty={
              <EmptyState
                title={t('web.conversations.list.emptyTitle')}
                headingLevel={2}
                action={<ButtonLink to="/app/requests">{t('web.conversations.list.emptyAction')}</ButtonLink>}
              >
                <p>{t('web.conversations.list.emptyText')}</p>
              </EmptyState>
            }
          />
        }
      />
    </div>
  );
}

interface OpenConversationProps {
  conversationId: string | undefined;
  list: React.ReactNode;
  detailsOpen: boolean;
  onDetailsOpenChange: (open: boolean) => void;
  onChanged: () => unknown;
}

function OpenConversation({
  conversationId,
  list,
  detailsOpen,
  onDetailsOpenChange,
  onChanged,
}: OpenConversationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useMyConversation(conversationId);
  const [confirm, setConfirmState] = useState<'delete' | 'block' | null>(null);
  // A question over the details sheet (phones) closes the sheet first: one modal at a time.
  const setConfirm = (next: 'delete' | 'block' | null) => {
    if (next && !detailsBesideByDefault()) onDetailsOpenChange(false);
    setConfirmState(next);
  };
  const [busy, setBusy] = useState(false);
  const id = conversationId ?? '';

  const thread = useThread({
    conversationId: id,
    me: 'artist',
    messages: detail.data?.messages,
    send: (body) => sendMyMessage(id, body),
    markSeen: async (upTo) => {
      await markMyConversationSeen(id, upTo);
      await onChanged();
    },
    refresh: async () => {
      await detail.mutate();
      await onChanged();
    },
  });

  const act = async (action: () => Promise<unknown>, success: () => void, errorKey: string) => {
    setBusy(true);
    try {
      await action();
      success();
      await Promise.all([detail.mutate(), onChanged()]);
    } catch (error) {
      showToast({
        tone: 'error',
        title: t(errorKey),
        description: isApiError(error) ? error.message : undefined,
      });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const data: ArtistConversationDetail | undefined = detail.data;
  const name = data ? clientName(data.conversation.client) : '';
  const threadView = data ? (
    <>
      <ThreadHeader
        name={name}
        subtitle={data.conversation.client.email}
        backTo="/app/messages"
        detailsOpen={detailsOpen}
        onToggleDetails={() => onDetailsOpenChange(!detailsOpen)}
      />
      {thread.messages.length === 0 ? (
        <ThreadState
          title={t('web.conversations.thread.emptyTitle')}
          text={t('web.conversations.thread.emptyText', { name: data.conversation.client.firstName })}
        />
      ) : (
        <MessageThread me="artist" otherName={name} messages={thread.messages} onRetry={thread.retry} />
      )}
      {data.conversation.blocked ? (
        <p className="thread-notice">
          {t('web.conversations.blockedByMe')}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() =>
              void act(
                () => unblockMyClient(id),
                () =>
                  showToast({
                    tone: 'success',
                    title: t('web.conversations.actions.unblocked.title', { count: 1 }),
                    description: t('web.conversations.actions.unblocked.description', { count: 1, name }),
                  }),
                'web.conversations.actions.unblockError',
              )
            }
          >
            {t('web.conversations.actions.unblock')}
          </button>
        </p>
      ) : (
        <Composer conversationId={id} onSend={thread.write} />
      )}
    </>
  ) : detail.error ? (
    <ThreadState
      title={
        isApiError(detail.error) && detail.error.status === 404
          ? t('web.conversations.thread.notFoundTitle')
          : t('web.conversations.thread.loadError')
      }
      text={t('web.conversations.thread.notFoundText')}
      backTo="/app/messages"
    />
  ) : (
    <div className="thread" aria-busy="true" />
  );

  const details = data && (
    <ConversationDetails
      person={{ name, lines: [data.conversation.client.email] }}
      personLabel={t('web.conversations.details.client')}
      items={data.items}
      itemHref={(item) => (item.kind === 'booking' ? `/app/bookings/${item.id}` : `/app/requests/${item.id}`)}
      itemsEmpty={t('web.conversations.details.itemsEmpty')}
      blocked={data.conversation.blocked}
      blockLabel={t('web.conversations.actions.blockClient')}
      onBlock={() => setConfirm('block')}
      onUnblock={() =>
        void act(
          () => unblockMyClient(id),
          () =>
            showToast({
              tone: 'success',
              title: t('web.conversations.actions.unblocked.title', { count: 1 }),
              description: t('web.conversations.actions.unblocked.description', { count: 1, name }),
            }),
          'web.conversations.actions.unblockError',
        )
      }
      onDelete={() => setConfirm('delete')}
    />
  );

  return (
    <>
      <MessagingLayout
        conversationId={conversationId}
        list={list}
        thread={threadView}
        details={details}
        detailsOpen={detailsOpen}
        onDetailsOpenChange={onDetailsOpenChange}
      />
      {confirm === 'delete' && (
        <ConfirmAction
          title={t('web.conversations.actions.deleteTitle')}
          text={t('web.conversations.actions.deleteText', { name })}
          confirm={t('web.conversations.actions.deleteConfirm')}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            void act(
              () => deleteMyConversation(id),
              () => {
                showToast({
                  tone: 'success',
                  title: t('web.conversations.actions.deleted.title', { count: 1 }),
                  description: t('web.conversations.actions.deleted.description', { count: 1 }),
                });
                navigate('/app/messages');
              },
              'web.conversations.actions.deleteError',
            )
          }
        />
      )}
      {confirm === 'block' && (
        <ConfirmAction
          title={t('web.conversations.actions.blockTitle', { name })}
          text={t('web.conversations.actions.blockClientText', { name })}
          confirm={t('web.conversations.actions.blockConfirm')}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            void act(
              () => blockMyClient(id),
              () =>
                showToast({
                  tone: 'success',
                  title: t('web.conversations.actions.blocked.title', { count: 1 }),
                  description: t('web.conversations.actions.blocked.description', { count: 1, name }),
                }),
              'web.conversations.actions.blockError',
            )
          }
        />
      )}
    </>
  );
}
