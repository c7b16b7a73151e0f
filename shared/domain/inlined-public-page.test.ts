import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { blankPublicProfile } from '#shared/api/contracts/artists-fixtures.ts';
import { INLINED_PUBLIC_PAGE_ID, injectPublicPageData } from './inlined-public-page.ts';

const HTML =
  '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** The JSON the page carries, read back as a browser would (the element's text). */
function carried(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${INLINED_PUBLIC_PAGE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no inlined page');
  return JSON.parse(match[1]);
}

describe('injectPublicPageData', () => {
  it('carries the page as JSON at the end of the body, the rest of the page unchanged', () => {
    const page: PublicProfile = { ...blankPublicProfile, bio: 'Fine line in Lyon.' };
    const html = injectPublicPageData(HTML, page);
    expect(carried(html)).toEqual(page);
    expect(html.indexOf(INLINED_PUBLIC_PAGE_ID)).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(html.replace(/\s*<script type="application\/json"[\s\S]*?<\/script>/, '')).toBe(HTML);
  });

  it('keeps a hostile display name and bio as text: no tag closes the script', () => {
    const page: PublicProfile = {
      ...blankPublicProfile,
      displayName: '</script><script>alert(1)</script>',
      bio: 'A & B <!-- \u2028 $& $1',
    };
    const html = injectPublicPageData(HTML, page);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(carried(html)).toEqual(page);
  });

  it('appends to a page with no body (the minimal shell is never this, but nothing is lost)', () => {
    expect(carried(injectPublicPageData('<p>Inkslot</p>', blankPublicProfile))).toEqual(blankPublicProfile);
  });
});
