import type { TFunction } from 'i18next';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { useSWRConfig } from 'swr';
import type { LiveTicket } from '#shared/api/contracts/live.ts';
import type {
  ConversationItemView,
  ConversationListQuery,
  MessageView,
} from '#shared/api/contracts/messages.ts';
import type { UploadEndpoints } from '#web/src/components/image-upload/upload-endpoints.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { showToast } from '#web/src/lib/toasts.ts';
import { Composer } from './composer.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { ConversationDetails } from './conversation-details.tsx';
import { ConversationList, type ConversationListItem } from './conversation-list.tsx';
import { MessageThread } from './message-thread.tsx';
import { detailsBesideByDefault, MessagingLayout, ThreadHeader } from './messaging-layout.tsx';
import { ThreadState } from './thread-state.tsx';
import { useConversationSearch } from './use-conversation-search.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { type Party, useThread } from './use-thread.ts';

/** What both sides' conversations share: the list entry and the open conversation. */
interface SideConversation {
  conversationId: string;
  blocked: boolean;
}

interface SideDetail<C extends SideConversation> {
  conversation: C;
  messages: MessageView[];
  items: ConversationItemView[];
  /** The other side takes no messages here (an artist who switched client messages off). */
  messagesClosed?: boolean | undefined;
}

/** A side's list as the screen reads it: one page, or several (`more` asks the next). */
interface SideList<C> {
  data?: { conversations: C[]; unreadTotal: number } | undefined;
  isLoading: boolean;
  hasMore?: boolean;
  more?: () => void;
  /** Reads the list again when its SWR keys are not plain (pages). */
  refresh?: () => unknown;
}

/**
 * One side of the messages (the artist's, the client's): its API, its words and where its links
 * lead. The screen is the same for both (ADR 0041).
 */
export interface MessagesSide<C extends SideConversation> {
  me: Party;
  /** `/app/messages`, `/portal/messages`. */
  base: string;
  /** The search parameter that opens a conversation (`?request=` on the artist's side, `?artist=` on the client's). */
  openParam: string;
  open: (value: string) => Promise<{ conversationId: string }>;
  useList: (query: ConversationListQuery, live: boolean) => SideList<C>;
  useDetail: (conversationId: string | undefined, live: boolean) => SWRResponse<SideDetail<C>, ApiError>;
  /** The SWR keys to read again: the lists (by prefix) and one conversation. */
  listKeyPrefix: string;
  detailKey: (conversationId: string) => string;
  send: (
    conversationId: string,
    body: { clientMessageId: string; text: string; imageIds: string[] },
  ) => Promise<MessageView>;
  /** Where a message's photos are announced and their processing polled, for one conversation. */
  photoEndpoints: (conversationId: string) => UploadEndpoints;
  markSeen: (conversationId: string, upTo: number) => Promise<unknown>;
  remove: (conversationId: string) => Promise<unknown>;
  block: (conversationId: string) => Promise<unknown>;
  unblock: (conversationId: string) => Promise<unknown>;
  ticket: () => Promise<LiveTicket>;
  listItem: (conversation: C) => ConversationListItem;
  /** The other person as the conversation shows them (`t` for the lines that are words). */
  person: (
    conversation: C,
    t: TFunction,
  ) => {
    name: string;
    firstName: string;
    pictureUrl?: string | undefined;
    subtitle: string;
    lines: ReactNode[];
  };
  itemHref: (item: ConversationItemView) => string;
  /** Where the empty list leads. */
  emptyHref: string;
  /** The side's own words: keys of `web.conversations` (`blockText` takes `{{name}}`). */
  words: Record<
    | 'intro'
    | 'searchPlaceholder'
    | 'emptyText'
    | 'emptyAction'
    | 'personLabel'
    | 'itemsEmpty'
    | 'blockLabel'
    | 'blockText'
    | 'blockedNotice',
    string
  >;
}

/**
 * Messages, on either side: the list (filters, search, unread), the open conversation (sent and
 * seen, drafts kept), its details (the other person, their requests and bookings, delete and block),
 * kept current by the live connection, and by reading again every few seconds while it is down.
 */
export function MessagesScreen<C extends SideConversation>({
  side,
  conversationId,
  readOnlyNotice,
}: {
  side: MessagesSide<C>;
  conversationId: string | undefined;
  /** Set: the conversations are read only (a suspended artist, ADR 0070), this said instead of the composer. */
  readOnlyNotice?: string | undefined;
}) {
  const { t } = useTranslation();
  const search = useConversationSearch();
  const [detailsOpen, setDetailsOpen] = useState(detailsBesideByDefault);
  const { mutate } = useSWRConfig();
  const [live, setLive] = useState(false);
  const list = side.useList(search.listQuery, live);
  const listRefresh = list.refresh;
  const refreshLists = useCallback(
    () =>
      Promise.all([
        mutate((key) => typeof key === 'string' && key.startsWith(side.listKeyPrefix)),
        listRefresh?.(),
      ]),
    [mutate, side.listKeyPrefix, listRefresh],
  );
  const status = useLiveUpdates({
    ticket: side.ticket,
    onEvent: (event) => {
      void mutate(side.detailKey(event.conversationId));
      void refreshLists();
    },
    // Back after a drop: what the pushes could not bring meanwhile is read over HTTP.
    onReconnect: () => void refreshLists(),
    enabled: !readOnlyNotice,
  });
  useEffect(() => setLive(status === 'live'), [status]);

  const navigate = useNavigate();
  const [params] = useSearchParams();
  const opening = params.get(side.openParam);
  useEffect(() => {
    if (!opening || conversationId) return;
    let current = true;
    side
      .open(opening)
      .then((conversation) => {
        if (current) navigate(`${side.base}/${conversation.conversationId}`, { replace: true });
        void refreshLists();
      })
      .catch((error: unknown) => {
        if (!current) return;
        showToast({
          tone: 'error',
          title: t('web.conversations.actions.openError'),
          description: isApiError(error) ? error.message : undefined,
        });
        navigate(side.base, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [opening, conversationId, navigate, refreshLists, t, side]);

  return (
    <div className={`stack messages-page${conversationId ? ' messages-page--thread' : ''}`}>
      <PageTitle page={t('web.conversations.title')} />
      <header className="messages-head">
        <h1>{t('web.conversations.title')}</h1>
        <p className="muted">{t(side.words.intro)}</p>
      </header>
      <OpenConversation
        key={conversationId ?? 'none'}
        side={side}
        conversationId={conversationId}
        live={live}
        reconnecting={status === 'reconnecting'}
        readOnlyNotice={readOnlyNotice}
        detailsOpen={detailsOpen}
        onDetailsOpenChange={setDetailsOpen}
        onChanged={refreshLists}
        list={
          <ConversationList
            me={side.me}
            items={list.data?.conversations.map(side.listItem)}
            loading={list.isLoading}
            onMore={list.hasMore ? list.more : undefined}
            searchPlaceholder={t(side.words.searchPlaceholder)}
            selectedId={conversationId}
            hrefOf={(id) => `${side.base}/${id}`}
            filter={search.filter}
            onFilter={search.setFilter}
            query={search.query}
            onQuery={search.setQuery}
            empty={
              <EmptyState
                title={t('web.conversations.list.emptyTitle')}
                headingLevel={2}
                action={<ButtonLink to={side.emptyHref}>{t(side.words.emptyAction)}</ButtonLink>}
              >
                <p>{t(side.words.emptyText)}</p>
              </EmptyState>
            }
          />
        }
      />
    </div>
  );
}

interface OpenConversationProps<C extends SideConversation> {
  side: MessagesSide<C>;
  conversationId: string | undefined;
  live: boolean;
  reconnecting: boolean;
  readOnlyNotice?: string | undefined;
  list: ReactNode;
  detailsOpen: boolean;
  onDetailsOpenChange: (open: boolean) => void;
  onChanged: () => unknown;
}

function OpenConversation<C extends SideConversation>(props: OpenConversationProps<C>) {
  const { side, conversationId, detailsOpen, onDetailsOpenChange, onChanged } = props;
  const { t } = useTranslation();
  const detail = side.useDetail(conversationId, props.live);
  const [confirm, setConfirmState] = useState<'delete' | 'block' | null>(null);
  const id = conversationId ?? '';
  // A question over the details sheet (phones) closes the sheet first: one modal at a time.
  const setConfirm = (next: 'delete' | 'block' | null) => {
    if (next && !detailsBesideByDefault()) onDetailsOpenChange(false);
    setConfirmState(next);
  };

  const { busy, act } = useConversationAction(
    async () => {
      await Promise.all([detail.mutate(), onChanged()]);
    },
    () => setConfirmState(null),
  );

  const photoEndpoints = useMemo(() => side.photoEndpoints(id), [side, id]);
  const thread = useThread({
    conversationId: id,
    me: side.me,
    messages: detail.data?.messages,
    send: (body) => side.send(id, body),
    markSeen: async (upTo) => {
      // Read only (ADR 0070): marking seen is a write the API refuses.
      if (props.readOnlyNotice) return;
      await side.markSeen(id, upTo);
      await onChanged();
    },
    refresh: async () => {
      await detail.mutate();
      await onChanged();
    },
  });

  const data = detail.data;
  const person = data ? side.person(data.conversation, t) : undefined;
  const name = person?.name ?? '';
  const unblock = () =>
    void act(
      () => side.unblock(id),
      () =>
        showToast({
          tone: 'success',
          title: t('web.conversations.actions.unblocked.title', { count: 1 }),
          description: t('web.conversations.actions.unblocked.description', { count: 1, name }),
        }),
      'web.conversations.actions.unblockError',
    );

  const threadView =
    data && person ? (
      <LoadedThread
        side={side}
        conversationId={id}
        data={data}
        person={person}
        thread={thread}
        photoEndpoints={photoEndpoints}
        detailsOpen={detailsOpen}
        onToggleDetails={() => onDetailsOpenChange(!detailsOpen)}
        reconnecting={props.reconnecting}
        readOnlyNotice={props.readOnlyNotice}
        onUnblock={unblock}
      />
    ) : (
      <ThreadPlaceholder error={detail.error} backTo={side.base} />
    );

  return (
    <>
      <MessagingLayout
        conversationId={conversationId}
        list={props.list}
        thread={threadView}
        details={
          data &&
          person && (
            <OpenConversationDetails
              side={side}
              data={data}
              person={person}
              onBlock={() => setConfirm('block')}
              onUnblock={unblock}
              onDelete={() => setConfirm('delete')}
            />
          )
        }
        detailsOpen={detailsOpen}
        onDetailsOpenChange={onDetailsOpenChange}
      />
      <ConversationQuestion
        question={confirm}
        name={name}
        side={side}
        busy={busy}
        act={act}
        conversationId={id}
        onCancel={() => setConfirmState(null)}
      />
    </>
  );
}

/** A loaded conversation: its header, its messages, and what may be written (or why not). */
function LoadedThread<C extends SideConversation>({
  side,
  conversationId,
  data,
  person,
  thread,
  photoEndpoints,
  detailsOpen,
  onToggleDetails,
  reconnecting,
  readOnlyNotice,
  onUnblock,
}: {
  side: MessagesSide<C>;
  conversationId: string;
  data: SideDetail<C>;
  person: ReturnType<MessagesSide<C>['person']>;
  thread: ReturnType<typeof useThread>;
  photoEndpoints: UploadEndpoints;
  detailsOpen: boolean;
  onToggleDetails: () => void;
  reconnecting: boolean;
  readOnlyNotice?: string | undefined;
  onUnblock: () => void;
}) {
  const { t } = useTranslation();
  const name = person.name;
  return (
    <>
      <ThreadHeader
        name={name}
        pictureUrl={person.pictureUrl}
        subtitle={person.subtitle}
        backTo={side.base}
        detailsOpen={detailsOpen}
        onToggleDetails={onToggleDetails}
      />
      {reconnecting && (
        <p className="thread-live" role="status">
          {t('web.conversations.reconnecting')}
        </p>
      )}
      {thread.messages.length === 0 ? (
        <ThreadState
          title={t('web.conversations.thread.emptyTitle')}
          text={t(
            readOnlyNotice ? 'web.conversations.thread.emptyReadOnly' : 'web.conversations.thread.emptyText',
            { name: person.firstName },
          )}
        />
      ) : (
        <MessageThread me={side.me} otherName={name} messages={thread.messages} onRetry={thread.retry} />
      )}
      {readOnlyNotice ? (
        <p className="thread-notice" role="status">
          {readOnlyNotice}
        </p>
      ) : data.conversation.blocked ? (
        <p className="thread-notice">
          {t(side.words.blockedNotice)}
          <button type="button" className="button button--secondary button--sm" onClick={onUnblock}>
            {t('web.conversations.actions.unblock')}
          </button>
        </p>
      ) : data.messagesClosed ? (
        <p className="thread-notice">{t('web.conversations.messagesClosed', { name })}</p>
      ) : (
        <Composer conversationId={conversationId} photoEndpoints={photoEndpoints} onSend={thread.write} />
      )}
    </>
  );
}

/**
 * One action on the open conversation (delete, block, unblock): busy while it runs, its success
 * said, the conversation and the lists read again, its failure a toast; the question closes either way.
 */
function useConversationAction(refresh: () => Promise<void>, settled: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>, success: () => void, errorKey: string) => {
    setBusy(true);
    try {
      await action();
      success();
      await refresh();
    } catch (error) {
      showToast({
        tone: 'error',
        title: t(errorKey),
        description: isApiError(error) ? error.message : undefined,
      });
    } finally {
      setBusy(false);
      settled();
    }
  };
  return { busy, act };
}

/** Why a conversation is not shown (not found, or not loaded), or its place while it loads. */
function ThreadPlaceholder({ error, backTo }: { error: ApiError | undefined; backTo: string }) {
  const { t } = useTranslation();
  if (!error) return <div className="thread" aria-busy="true" />;
  return (
    <ThreadState
      title={
        isApiError(error) && error.status === 404
          ? t('web.conversations.thread.notFoundTitle')
          : t('web.conversations.thread.loadError')
      }
      text={t('web.conversations.thread.notFoundText')}
      backTo={backTo}
    />
  );
}

/** The open conversation's details: the person, their requests or bookings, the photos, block and delete. */
function OpenConversationDetails<C extends SideConversation>({
  side,
  data,
  person,
  onBlock,
  onUnblock,
  onDelete,
}: {
  side: MessagesSide<C>;
  data: SideDetail<C>;
  person: ReturnType<MessagesSide<C>['person']>;
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConversationDetails
      person={{ name: person.name, pictureUrl: person.pictureUrl, lines: person.lines }}
      personLabel={t(side.words.personLabel)}
      items={data.items}
      photos={data.messages.flatMap((message) => message.photos).reverse()}
      itemHref={side.itemHref}
      itemsEmpty={t(side.words.itemsEmpty)}
      blocked={data.conversation.blocked}
      blockLabel={t(side.words.blockLabel)}
      onBlock={onBlock}
      onUnblock={onUnblock}
      onDelete={onDelete}
    />
  );
}

/** The question before deleting or blocking a conversation, and the action once confirmed. */
function ConversationQuestion<C extends SideConversation>({
  question,
  name,
  side,
  busy,
  act,
  conversationId,
  onCancel,
}: {
  question: 'delete' | 'block' | null;
  name: string;
  side: MessagesSide<C>;
  busy: boolean;
  act: ReturnType<typeof useConversationAction>['act'];
  conversationId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {question === 'delete' && (
        <ConfirmAction
          title={t('web.conversations.actions.deleteTitle')}
          text={t('web.conversations.actions.deleteText', { name })}
          confirm={t('web.conversations.actions.deleteConfirm')}
          busy={busy}
          onCancel={onCancel}
          onConfirm={() =>
            void act(
              () => side.remove(conversationId),
              () => {
                showToast({
                  tone: 'success',
                  title: t('web.conversations.actions.deleted.title', { count: 1 }),
                  description: t('web.conversations.actions.deleted.description', { count: 1 }),
                });
                navigate(side.base);
              },
              'web.conversations.actions.deleteError',
            )
          }
        />
      )}
      {question === 'block' && (
        <ConfirmAction
          title={t('web.conversations.actions.blockTitle', { name })}
          text={t(side.words.blockText, { name })}
          confirm={t('web.conversations.actions.blockConfirm')}
          busy={busy}
          onCancel={onCancel}
          onConfirm={() =>
            void act(
              () => side.block(conversationId),
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
