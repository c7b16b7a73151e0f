/**
 * Instagram, shown one way everywhere (issue 15, item 7): the handle as `@name`, a link to
 * `https://www.instagram.com/name/`. A client types a handle (with or without `@`); an artist pastes
 * a profile URL among their links. Both read the same.
 */
const HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com', 'instagr.am']);
/** Instagram paths that are not profiles. */
const NOT_PROFILES = new Set(['p', 'reel', 'reels', 'stories', 'explore', 'accounts', 'tv', 'direct']);

/** The handle (without `@`) of a handle or an Instagram profile URL; undefined for anything else. */
export function instagramHandle(value: string): string | undefined {
  const text = value.trim();
  const bare = text.replace(/^@/, '');
  if (HANDLE.test(bare)) return bare;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (!HOSTS.has(url.hostname.toLowerCase())) return undefined;
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!first || rest.length > 0 || NOT_PROFILES.has(first.toLowerCase()) || !HANDLE.test(first)) {
    return undefined;
  }
  return first;
}

/** The profile page of a handle. */
export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}
