import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import type { Party, ThreadMessage } from './use-thread.ts';

interface MessageThreadProps {
  me: Party;
  /** Who the reader talks to (the list's label). */
  otherName: string;
  messages: readonly ThreadMessage[];
  onRetry: (clientMessageId: string) => void;
}

const dayKey = (iso: string) => new Date(iso).toDateString();

/**
 * The messages of a conversation, oldest first, grouped by day: the reader's on the right, the other
 * side's on the left; under the reader's last message, whether it is sent or seen. New messages
 * scroll into view when the reader is already at the end (not while they read back).
 */
export function MessageThread({ me, otherName, messages, onRetry }: MessageThreadProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list of messages
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [messages]);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // A smaller pane (a phone turned, the details opened) keeps the end in view if it was.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (atEnd.current) element.scrollTop = element.scrollHeight;
          });
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, []);

  const dayLabel = (iso: string) => {
    const day = new Date(iso);
    const today = new Date();
    const yesterday = new Date(Date.now() - 86_400_000);
    if (day.toDateString() === today.toDateString()) return t('web.conversations.thread.today');
    if (day.toDateString() === yesterday.toDateString()) return t('web.conversations.thread.yesterday');
    return new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
      day,
    );
  };
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const lastMine = [...messages].reverse().find((message) => message.sender === me);

  return (
    <ol
      ref={scroller}
      className="thread"
      aria-label={t('web.conversations.thread.label', { name: otherName })}
      aria-live="polite"
      aria-relevant="additions"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      {messages.map((message, index) => {
        const mine = message.sender === me;
        const newDay = index === 0 || dayKey(messages[index - 1]!.sentAt) !== dayKey(message.sentAt);
        const status =
          message.state === 'stored' ? message.status : message.state === 'sending' ? 'sending' : 'failed';
        const showStatus = mine && (message === lastMine || status === 'failed' || status === 'sending');
        return (
          <Fragment key={message.clientMessageId}>
            {newDay && (
              <li className="thread__day" aria-hidden="true">
                <span>{dayLabel(message.sentAt)}</span>
              </li>
            )}
            <li className={`bubble-row${mine ? ' bubble-row--mine' : ''}`}>
              <div
                className={`bubble${mine ? ' bubble--mine' : ''}${status === 'failed' ? ' bubble--failed' : ''}`}
              >
                {message.photos.length > 0 && <BubblePhotos photos={message.photos} />}
                {message.text && <p className="bubble__text">{message.text}</p>}
                <time className="bubble__time" dateTime={message.sentAt}>
                  {time.format(new Date(message.sentAt))}
                </time>
              </div>
              {showStatus && (
                <p className={`bubble__status bubble__status--${status}`}>
                  {status === 'seen' && <CheckCheck aria-hidden="true" size={14} />}
                  {status === 'sent' && <Check aria-hidden="true" size={14} />}
                  {status === 'sending' && <Clock aria-hidden="true" size={14} />}
                  {status === 'failed' && <AlertCircle aria-hidden="true" size={14} />}
                  <span>{t(`web.conversations.thread.${status}`)}</span>
                  {message.state === 'failed' && (
                    <>
                      {message.error && <span className="bubble__error">{message.error}</span>}
                      <button
                        type="button"
                        className="button button--link button--sm"
                        onClick={() => onRetry(message.clientMessageId)}
                      >
                        {t('web.conversations.thread.retry')}
                      </button>
                    </>
                  )}
                </p>
              )}
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}

/** A message's photos: a grid of thumbnails, each opening the largest variant in a new tab. */
function BubblePhotos({ photos }: { photos: readonly PublicImage[] }) {
  const { t } = useTranslation();
  return (
    <ul className={`bubble__photos bubble__photos--${Math.min(photos.length, 3)}`}>
      {photos.map((photo, index) => (
        <li key={photo.imageId}>
          <a
            href={photo.variants.at(-1)?.url}
            target="_blank"
            rel="noopener noreferrer"
            className="bubble__photo"
            aria-label={t('web.conversations.thread.photo', { index: index + 1, count: photos.length })}
          >
            <ResponsiveImage
              image={photo}
              alt=""
              sizes={photos.length === 1 ? '(min-width: 48rem) 20rem, 70vw' : '10rem'}
              className="bubble__photo-image"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
