import { Ban, ChevronRight, ImageOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { ConversationItemView } from '#shared/api/contracts/messages.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { Avatar } from '#web/src/components/ui/avatar.tsx';

const TONES = { pending: 'warning', refused: 'neutral', canceled: 'neutral', confirmed: 'success' } as const;

interface ConversationDetailsProps {
  /** Who the reader talks to: their name, and the lines under it (email, city, page link). */
  person: { name: string; pictureUrl?: string | undefined; lines: ReactNode[] };
  personLabel: string;
  items: readonly ConversationItemView[];
  /** The photos either side sent, newest first. */
  photos: readonly PublicImage[];
  itemHref: (item: ConversationItemView) => string;
  itemsEmpty: string;
  blocked: boolean;
  blockLabel: string;
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
}

/**
 * The open conversation's details: the other person, their requests and bookings with this artist
 * (each leading to its page), the photos shared, and the conversation's actions.
 */
export function ConversationDetails(props: ConversationDetailsProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <div className="details">
      <section className="details__section details__person" aria-label={props.personLabel}>
        <Avatar name={props.person.name} src={props.person.pictureUrl} size="lg" />
        <p className="details__name">{props.person.name}</p>
        {props.person.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of lines
          <p key={index} className="details__line">
            {line}
          </p>
        ))}
      </section>
      <section className="details__section">
        <h3 className="details__heading">{t('web.conversations.details.items')}</h3>
        {props.items.length === 0 ? (
          <p className="muted details__empty">{props.itemsEmpty}</p>
        ) : (
          <ul className="plain-list details__items">
            {props.items.map((item) => (
              <li key={item.id}>
                <Link to={props.itemHref(item)} className="details__item">
                  <span className="details__item-main">
                    <span className="details__item-kind">
                      {t(`web.conversations.details.kind.${item.kind}`)}
                    </span>
                    <span className="details__item-when">
                      {date.format(new Date(`${item.slot.localDate}T12:00:00Z`))} · {item.slot.localStart}
                    </span>
                  </span>
                  <span className={`badge badge--${TONES[item.status]}`}>
                    {t(`web.conversations.details.status.${item.status}`)}
                  </span>
                  <ChevronRight aria-hidden="true" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="details__section">
        <h3 className="details__heading">{t('web.conversations.details.photos')}</h3>
        {props.photos.length === 0 ? (
          <p className="muted details__empty">
            <ImageOff aria-hidden="true" size={16} /> {t('web.conversations.details.photosEmpty')}
          </p>
        ) : (
          <ul className="plain-list details__photos">
            {props.photos.map((photo, index) => (
              <li key={photo.imageId}>
                <a
                  href={photo.variants.at(-1)?.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="details__photo"
                  aria-label={t('web.conversations.thread.photo', {
                    index: index + 1,
                    count: props.photos.length,
                  })}
                >
                  <ResponsiveImage image={photo} alt="" sizes="6rem" className="details__photo-image" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="details__section details__actions">
        {props.blocked ? (
          <button type="button" className="button button--secondary button--sm" onClick={props.onUnblock}>
            {t('web.conversations.actions.unblock')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost button--sm details__danger"
            onClick={props.onBlock}
          >
            <Ban aria-hidden="true" size={16} />
            {props.blockLabel}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--sm details__danger"
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden="true" size={16} />
          {t('web.conversations.actions.delete')}
        </button>
      </section>
    </div>
  );
}
