import { openingWatchAsked, openingWatchersNotified } from '#events/definitions/openings.ts';
import { artistPageLink, portalLoginLink, slotDate, zoneWords } from '#functions/lib/email/values.ts';
import { watchPagePath } from '#shared/domain/booking/opening-watch.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type Block, defineEmail, words } from './letter.ts';
import { portalButton } from './letter-parts.ts';

/** An instant in the artist's zone, as the reader's language writes it, with the zone named. */
function inZone(at: string, timezone: string, locale: Locale, key = 'email.openings.watch.at') {
  return words(key, { date: slotDate({ start: at, timezone }, locale), ...zoneWords(timezone) });
}

/** Every alert email's way out (ADR 0100): the portal page where the owner stops it. */
function stopBlock(appUrl: string, email: string, artistId: string, openingId: string): Block {
  const page = watchPagePath(artistId, openingId);
  return {
    buttons: [
      {
        label: words('email.openings.watch.stop'),
        url: `${portalLoginLink(appUrl, email)}&redirect=${encodeURIComponent(page)}`,
        // Signs in directly (ADR 0085): an address that only asked is no client the code page mails.
        signIn: page,
      },
    ],
  };
}

/**
 * `opening.watch-asked` (ADR 0100): the ONE email an address gets after someone asked, with it, to
 * be told when an artist's books open. Nothing a visitor typed but the address: the artist's name
 * and the opening's start. Its button signs in to the portal page that confirms (ADR 0085); unless
 * confirmed there, the address is never written to again.
 */
export const watchAskedEmail = defineEmail(openingWatchAsked, (payload, { appUrl }) => {
  const { watcher } = payload;
  const vars = {
    displayName: payload.displayName,
    when: inZone(payload.startsAt, payload.timezone, watcher.locale, 'email.lifecycle.when'),
  };
  return [
    {
      template: 'opening-watch-asked',
      to: watcher.email,
      locale: watcher.locale,
      subject: words('email.openings.watch.askedSubject', vars),
      blocks: [
        words('email.openings.watch.askedBody', vars),
        words('email.openings.watch.askedIgnore', vars),
        stopBlock(appUrl, watcher.email, payload.artistId, payload.openingId),
      ],
      cta: portalButton(
        words('email.openings.watch.confirm'),
        portalLoginLink(appUrl, watcher.email),
        watchPagePath(payload.artistId, payload.openingId),
      ),
    },
  ];
});

/**
 * `opening.watchers-notified` (ADR 0100): each confirmed address of the group is told, once, in its
 * language, that the artist's books are open and until when, with a button to the form.
 */
export const watchersToldEmail = defineEmail(openingWatchersNotified, (payload, { appUrl }) =>
  payload.recipients.map(({ email, locale }) => {
    const vars = {
      displayName: payload.displayName,
      until: inZone(payload.closesAt, payload.timezone, locale),
    };
    return {
      template: 'opening-started',
      to: email,
      locale,
      subject: words('email.openings.watch.openSubject', vars),
      blocks: [
        words('email.openings.watch.openBody', vars),
        words('email.openings.watch.openOnce', vars),
        stopBlock(appUrl, email, payload.artistId, payload.openingId),
      ],
      cta: {
        label: words('email.openings.watch.openCta', vars),
        url: `${artistPageLink(appUrl, encodeURIComponent(payload.pseudo))}/form`,
      },
    };
  }),
);
