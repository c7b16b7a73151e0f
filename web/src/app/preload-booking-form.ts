import bookingMessages from 'virtual:inkslot-message-sections/booking';
import { preload } from 'swr';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  getPublicProfile,
  publicProfileKey,
} from '#web/src/features/public-profile/api/get-public-profile.ts';
import { runtimeConfigLoaded } from '#web/src/lib/runtime-config.ts';

/**
 * The booking form's words (the `booking` section, in the shown language: the chunk only, its
 * `useSectionMessages` adds it to the catalogue as always) and the artist's page
 * (`GET /artists/{pseudo}`, as soon as the API's address is known), which `PublicProfileGate` then
 * reads from SWR without a request of its own. Without this, the page was fetched only once the
 * words had arrived, which had waited for the form's code (issue 10).
 */
export function preloadBookingForm(pseudo: string, locale: Locale): void {
  bookingMessages.load(locale).catch(() => undefined);
  void runtimeConfigLoaded().then(() =>
    preload(publicProfileKey(pseudo), () => getPublicProfile(pseudo)).catch(() => undefined),
  );
}
