import type { PublicProfile } from '#shared/api/contracts/artists.ts';

/**
 * The id of the `<script type="application/json">` in which the HTML of an artist's page carries
 * that page's data (`GET /artists/{pseudo}`'s answer, ADR 0106): the SPA renders from it at once,
 * without an API round trip before its first paint, and reads the API afterwards as before.
 */
export const INLINED_PUBLIC_PAGE_ID = 'inkslot-public-page';

/** JSON safe inside a `<script>` element: no `<`, `>`, `&` or line separators left as such. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's HTML with its data in a non-executed JSON script at the end of `<body>` (a page with
 * no `</body>` gets it appended). A display name or bio holding `</script>` stays text.
 */
export function injectPublicPageData(html: string, page: PublicProfile): string {
  const tag = `<script type="application/json" id="${INLINED_PUBLIC_PAGE_ID}">${scriptSafeJson(page)}</script>`;
  if (/<\/body>/i.test(html)) return html.replace(/<\/body>/i, () => `  ${tag}\n  </body>`);
  return `${html}${tag}`;
}
