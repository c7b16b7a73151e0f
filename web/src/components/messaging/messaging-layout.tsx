import './messaging.css';
import { ArrowLeft, MessageCircle, PanelRightOpen } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '#web/src/components/ui/avatar.tsx';
import { Sheet } from '#web/src/components/ui/sheet.tsx';

/** Wide enough for the details beside the conversation (else they open in a sheet). */
const DETAILS_BESIDE = '(min-width: 96rem)';

/** Whether the details start open: only where they fit beside the conversation. */
export function detailsBesideByDefault(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(DETAILS_BESIDE).matches);
}

function useMatches(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches,
  );
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return Boolean(matches);
}

interface MessagingLayoutProps {
  /** The conversation shown, if any: on a phone the list then gives way to it. */
  conversationId: string | undefined;
  list: ReactNode;
  /** The open conversation's header, messages and composer. */
  thread: ReactNode;
  /** The open conversation's details (the person, their requests and bookings, the actions). */
  details: ReactNode;
  detailsOpen: boolean;
  onDetailsOpenChange: (open: boolean) => void;
}

/**
 * Messages as a messaging app lays them out: on a laptop the list and the open conversation side by
 * side, and its details beside them on a wide screen (in a sheet otherwise); on a phone one at a
 * time, the conversation with a way back to the list.
 */
export function MessagingLayout(props: MessagingLayoutProps) {
  const { t } = useTranslation();
  const beside = useMatches(DETAILS_BESIDE);
  const open = Boolean(props.conversationId);
  const ref = useFillViewport<HTMLDivElement>(open);
  return (
    <div
      ref={ref}
      className="messaging"
      data-view={open ? 'thread' : 'list'}
      data-details={open && props.detailsOpen && beside}
    >
      <div className="messaging__list">{props.list}</div>
      <section className="messaging__thread" aria-label={t('web.conversations.title')}>
        {open ? (
          props.thread
        ) : (
          <div className="messaging__choose">
            <MessageCircle aria-hidden="true" size={40} />
            <p className="messaging__choose-title">{t('web.conversations.thread.chooseTitle')}</p>
            <p className="muted">{t('web.conversations.thread.chooseText')}</p>
          </div>
        )}
      </section>
      {open && props.detailsOpen && beside && (
        <aside className="messaging__details" aria-label={t('web.conversations.details.title')}>
          {props.details}
        </aside>
      )}
      {open && !beside && (
        <Sheet
          open={props.detailsOpen}
          onOpenChange={props.onDetailsOpenChange}
          title={t('web.conversations.details.title')}
          closeLabel={t('web.conversations.details.close')}
        >
          <div className="messaging__sheet">{props.details}</div>
        </Sheet>
      )}
    </div>
  );
}

/** The bars fixed to the bottom of the screen on phones (the workspace's and the portal's tab bars). */
const BOTTOM_BARS = '.bottom-bar';

/**
 * Sizes the messages to the screen's height left below them (above a bottom tab bar), so the
 * conversation scrolls inside and its composer stays in view, whatever the shell around it.
 */
function useFillViewport<E extends HTMLElement>(dependency: unknown) {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the view changes
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fitHeight = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const bars = [...document.querySelectorAll<HTMLElement>(BOTTOM_BARS)].filter(
        (bar) => getComputedStyle(bar).position === 'fixed' && bar.offsetHeight > 0,
      );
      const bottom = Math.max(0, ...bars.map((bar) => bar.offsetHeight)) + 16;
      element.style.height = `${Math.max(320, window.innerHeight - top - bottom)}px`;
    };
    fitHeight();
    window.addEventListener('resize', fitHeight);
    return () => window.removeEventListener('resize', fitHeight);
  }, [dependency]);
  return ref;
}

interface ThreadHeaderProps {
  name: string;
  pictureUrl?: string | undefined;
  /** A line under the name (the client's email, the artist's city). */
  subtitle?: ReactNode;
  backTo: string;
  detailsOpen: boolean;
  onToggleDetails: () => void;
}

/** The open conversation's header: back to the list (phones), the person, the details toggle. */
export function ThreadHeader({
  name,
  pictureUrl,
  subtitle,
  backTo,
  detailsOpen,
  onToggleDetails,
}: ThreadHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="thread-header">
      <Link
        to={backTo}
        className="icon-button thread-header__back"
        aria-label={t('web.conversations.thread.back')}
      >
        <ArrowLeft aria-hidden="true" size={20} />
      </Link>
      <Avatar name={name} src={pictureUrl} />
      <div className="thread-header__who">
        <h2 className="thread-header__name">{name}</h2>
        {subtitle && <p className="thread-header__subtitle">{subtitle}</p>}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('web.conversations.details.open')}
        aria-expanded={detailsOpen}
        onClick={onToggleDetails}
      >
        <PanelRightOpen aria-hidden="true" size={20} />
      </button>
    </header>
  );
}
