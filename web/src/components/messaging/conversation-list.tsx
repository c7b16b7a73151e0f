import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONVERSATION_FILTERS, type ConversationFilter } from '#shared/domain/messages/message-rules.ts';
import { Avatar } from '#web/src/components/ui/avatar.tsx';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';
import type { Party } from './use-thread.ts';

export interface ConversationListItem {
  conversationId: string;
  name: string;
  pictureUrl?: string | undefined;
  lastMessage?: { preview: string; photos: number; at: string; by: Party } | undefined;
  unread: number;
  blocked: boolean;
  activityAt: string;
}

interface ConversationListProps {
  me: Party;
  items: readonly ConversationListItem[] | undefined;
  selectedId: string | undefined;
  hrefOf: (conversationId: string) => string;
  filter: ConversationFilter;
  onFilter: (filter: ConversationFilter) => void;
  query: string;
  onQuery: (query: string) => void;
  /** What an empty list says when nothing is filtered: why, and what to do next. */
  empty: ReactNode;
  loading: boolean;
  /** What the search looks through, in the reader's words. */
  searchPlaceholder: string;
  /** More conversations follow: the list ends with a button that asks them. */
  onMore?: (() => void) | undefined;
}

/**
 * The conversations: the spec's filters (all, pending, upcoming, past) and a search above, then one
 * entry per conversation, latest activity first: the person, the last message (prefixed "You:"
 * when the reader wrote it), its time, and the unread count.
 */
export function ConversationList(props: ConversationListProps) {
  const { t, i18n } = useTranslation();
  const { items, filter, query } = props;
  const filtered = filter !== 'all' || query.trim() !== '';
  const when = (iso: string) => {
    const at = new Date(iso);
    const sameDay = at.toDateString() === new Date().toDateString();
    return new Intl.DateTimeFormat(
      i18n.language,
      sameDay ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' },
    ).format(at);
  };

  return (
    <div className="conversations">
      <div className="conversations__tools">
        <label className="conversations__search">
          <Search aria-hidden="true" size={18} />
          <span className="visually-hidden">{t('web.conversations.search.label')}</span>
          <input
            type="search"
            // Room for the magnifier, and the pill shape (over the inputs' shared style).
            style={{ paddingLeft: '2.5rem', borderRadius: 'var(--radius-full)' }}
            value={query}
            placeholder={props.searchPlaceholder}
            onChange={(event) => props.onQuery(event.target.value)}
          />
        </label>
        <SegmentedControl
          label={t('web.conversations.filters.label')}
          value={filter}
          onValueChange={props.onFilter}
          segments={CONVERSATION_FILTERS.map((value) => ({
            value,
            label: t(`web.conversations.filters.${value}`),
          }))}
        />
      </div>
      {items && items.length === 0 && !filtered && props.empty}
      {items && items.length === 0 && filtered && (
        <div className="conversations__none">
          <p className="conversations__none-title">{t('web.conversations.list.noMatchTitle')}</p>
          <p className="muted">{t('web.conversations.list.noMatchText')}</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              props.onFilter('all');
              props.onQuery('');
            }}
          >
            {t('web.conversations.list.clear')}
          </button>
        </div>
      )}
      {!items && props.loading && <div className="conversations__loading" aria-busy="true" />}
      {items && items.length > 0 && (
        <ul className="plain-list conversations__list" aria-label={t('web.conversations.list.label')}>
          {items.map((item) => {
            const selected = item.conversationId === props.selectedId;
            const last = item.lastMessage;
            // A message of photos alone has no text: say how many photos came.
            const lastText =
              last &&
              (last.preview ||
                (last.photos > 0 ? t('web.conversations.list.photos', { count: last.photos }) : ''));
            const preview = last
              ? last.by === props.me
                ? t('web.conversations.list.you', { text: lastText })
                : lastText
              : t('web.conversations.list.noMessage');
            return (
              <li key={item.conversationId}>
                <Link
                  to={props.hrefOf(item.conversationId)}
                  className={`conversation${selected ? ' conversation--selected' : ''}${item.unread > 0 ? ' conversation--unread' : ''}`}
                  aria-current={selected ? 'page' : undefined}
                >
                  <Avatar name={item.name} src={item.pictureUrl} />
                  <span className="conversation__body">
                    <span className="conversation__top">
                      <span className="conversation__name">{item.name}</span>
                      <time className="conversation__time" dateTime={item.lastMessage?.at ?? item.activityAt}>
                        {when(item.lastMessage?.at ?? item.activityAt)}
                      </time>
                    </span>
                    <span className="conversation__bottom">
                      <span className="conversation__preview">{preview}</span>
                      {item.blocked && (
                        <span className="badge badge--neutral">{t('web.conversations.list.blocked')}</span>
                      )}
                      {item.unread > 0 && (
                        <span className="conversation__unread">
                          <span aria-hidden="true">{item.unread}</span>
                          <span className="visually-hidden">
                            {t('web.conversations.list.unread', { count: item.unread })}
                          </span>
                        </span>
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
          {props.onMore && (
            <li className="conversations__more">
              <button type="button" className="button button--secondary button--sm" onClick={props.onMore}>
                {t('web.conversations.list.more')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
