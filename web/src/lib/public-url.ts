/** The address of an artist's public page, as shown to the artist (`https://inkslot.app/ink-mia`). */
export function publicProfileUrl(pseudo: string, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}/${encodeURIComponent(pseudo)}`;
}
