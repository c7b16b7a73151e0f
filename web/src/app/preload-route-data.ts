import { matchPath } from 'react-router-dom';
import type { Locale } from '#shared/i18n/locales.ts';

/** The booking form's paths (`router.tsx`): `/{pseudo}/form`, `/{pseudo}/form/{type}`, its confirmation. */
const BOOKING_FORM_PATH = '/:pseudo/form/*';

/**
 * On a first load of the booking form (a link from the artist's page, Instagram or an email), starts
 * what the form waits for beside its code (`preloadRouteModules`) instead of after it: its words and
 * the artist's page (preload-booking-form.ts, itself loaded only there: the app's first load does not
 * carry it). Resolves once both are asked for (or at once on any other page).
 */
export async function preloadRouteData(pathname: string, locale: Locale): Promise<void> {
  const pseudo = matchPath(BOOKING_FORM_PATH, pathname)?.params.pseudo;
  if (!pseudo) return;
  const { preloadBookingForm } = await import('./preload-booking-form.ts');
  preloadBookingForm(pseudo, locale);
}
