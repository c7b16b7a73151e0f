/**
 * The page to open after sign-in (`?redirect=`), only when it is a path of this site: never another
 * origin (`//evil.example`, `/\evil.example`, `https://...`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
