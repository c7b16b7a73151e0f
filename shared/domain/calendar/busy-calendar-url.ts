/**
 * The external calendar's address an artist gives (issue 14, item 7), as syntax only: a web address
 * (`https://`, `webcal://` as Google and Apple hand it out, read over https, or `http://`) with a
 * host. Where it may lead is not this module's call: the guarded outbound client
 * (functions/lib/outbound, ADR 0065) refuses at save time and at every read what is not `https` to
 * the public internet, except the exact test origins the stage allows.
 */
export function calendarUrlProblem(value: string): 'invalid' | undefined {
  let url: URL;
  try {
    url = new URL(calendarFetchUrl(value));
  } catch {
    return 'invalid';
  }
  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '') return undefined;
  return 'invalid';
}

/** The address to fetch: `webcal://` read as `https://`. */
export function calendarFetchUrl(value: string): string {
  const trimmed = value.trim();
  return /^webcal:\/\//i.test(trimmed) ? `https://${trimmed.slice('webcal://'.length)}` : trimmed;
}
