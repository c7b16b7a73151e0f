import * as bookingRequestsEndpoints from '#shared/api/endpoints/booking-requests.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { getRuntimeConfig } from '#web/src/lib/runtime-config.ts';

/** `POST /artists/{pseudo}/views` of `shared/api/routes.ts` (`recordPageView`): the analytics beacon. */
const SENT_KEY = 'inkslot:page-views';

/** Whether this browser session counted this page already (then it does not count it again). */
function firstInSession(key: string): boolean {
  try {
    const sent: string[] = JSON.parse(globalThis.sessionStorage.getItem(SENT_KEY) ?? '[]');
    if (sent.includes(key)) return false;
    globalThis.sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent, key].slice(-50)));
    return true;
  } catch {
    return true;
  }
}

/**
 * Tells the analytics a visitor opened an artist's page or booking form (ADR 0048): once per page and
 * browser session, with `sendBeacon` (it never delays the page, and survives leaving it), or a
 * keep-alive `fetch` where there is none. Failures are silent: a view is not worth an error.
 */
export function recordPageView(pseudo: string, page: 'profile' | 'form', locale: string): void {
  if (!firstInSession(`${pseudo.toLowerCase()}|${page}`)) return;
  const url = `${getRuntimeConfig().apiBaseUrl}${apiPath(bookingRequestsEndpoints.recordPageView.path, { pseudo })}`;
  const body = JSON.stringify({ page, locale });
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon: the fetch below.
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}
