import './opening-countdown.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { countdown, drawAt } from '#shared/domain/booking/opening.ts';
import { type SectionLoader, useSectionMessages } from '#web/src/lib/section-messages.ts';
import { OpeningWatchForm } from './opening-watch-form.tsx';

type PageOpening = NonNullable<PublicProfile['opening']>;

interface OpeningCountdownProps {
  opening: PageOpening;
  /** The artist's page name: "email me when it opens" asks for this artist's opening (ADR 0100). */
  pseudo: string;
  /** How the artist writes times (the booking form's slots follow it too). */
  hourFormat: PublicProfile['hourFormat'];
  /** The countdown's words (`web.openingCountdown`), a lazy section loaded with it. */
  messages: SectionLoader;
  /** Called once when the start or the end comes, so the page reads itself again. */
  onChange: () => unknown;
}

/**
 * A book opening on the public page (ADR 0092): before it, a countdown to its start ticking every
 * second from the start instant and the visitor's clock (right under CloudFront's cache), its day
 * and time in the visitor's zone, its types and cap, and "email me when it opens" (ADR 0100); while
 * it runs, until when. Loaded only for an
 * artist with an opening, with its words.
 */
export default function OpeningCountdown(props: OpeningCountdownProps) {
  return useSectionMessages(props.messages) ? <Countdown {...props} /> : null;
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Countdown({ opening, pseudo, hourFormat, onChange }: OpeningCountdownProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const started = now.getTime() >= Date.parse(opening.startsAt);
  const ended = now.getTime() >= Date.parse(opening.closesAt);
  const phase = ended ? 'ended' : started ? 'open' : 'scheduled';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per change of phase
  useEffect(() => {
    if (phase !== (opening.state === 'open' ? 'open' : 'scheduled')) onChange();
  }, [phase]);
  if (phase === 'ended') return null;
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'full',
      timeStyle: 'short',
      hour12: hourFormat === '12',
    }).format(new Date(iso));
  const types = opening.projectTypes.map((type) => t(`web.openingCountdown.types.${type}`)).join(', ');
  // A draw (ADR 0096) says when its results come: its time, in the visitor's clock.
  const terms =
    opening.rule === 'draw'
      ? t('web.openingCountdown.drawTerms', { count: opening.cap, types, results: format(drawAt(opening)) })
      : t('web.openingCountdown.terms', { count: opening.cap, types });
  if (phase === 'open') {
    return (
      <section
        className="opening-countdown opening-countdown--open"
        aria-label={t('web.openingCountdown.title')}
      >
        <p className="opening-countdown__title">
          {t('web.openingCountdown.openNow', { when: format(opening.closesAt) })}
        </p>
        <p className="opening-countdown__terms">{terms}</p>
      </section>
    );
  }
  const left = countdown(opening.startsAt, now);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <section className="opening-countdown" aria-label={t('web.openingCountdown.title')}>
      <p className="opening-countdown__title">{t('web.openingCountdown.opensIn')}</p>
      {/* The ticking figures are not read aloud every second: the date below says when. */}
      <ol className="opening-countdown__clock" aria-hidden="true">
        {units.map((unit) => (
          <li key={unit}>
            <span className="opening-countdown__figure">{String(left[unit]).padStart(2, '0')}</span>
            <span className="opening-countdown__unit">{t(`web.openingCountdown.units.${unit}`)}</span>
          </li>
        ))}
      </ol>
      <p className="opening-countdown__when">
        {t('web.openingCountdown.on', { when: format(opening.startsAt) })}
      </p>
      <p className="opening-countdown__terms">{terms}</p>
      <OpeningWatchForm pseudo={pseudo} onOpen={onChange} />
    </section>
  );
}
