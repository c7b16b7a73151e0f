/**
 * The external calendar's address an artist gives (issue 14, item 7): `https://`, or `webcal://`
 * (what Google and Apple hand out, read over https); plain `http://` only to this machine (the
 * local cloud's test calendars), never to anything else.
 */
export function calendarUrlProblem(value: string): 'invalid' | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'invalid';
  }
  if (url.protocol === 'https:' || url.protocol === 'webcal:') return undefined;
  if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost'))
    return undefined;
  return 'invalid';
}

/** The address to fetch: `webcal://` read as `https://`. */
export function calendarFetchUrl(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('webcal://') ? `https://${trimmed.slice('webcal://'.length)}` : trimmed;
}
