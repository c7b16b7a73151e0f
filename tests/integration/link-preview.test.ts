import { beforeAll, describe, expect, it } from 'vitest';
import { INLINED_PUBLIC_PAGE_ID } from '#shared/domain/inlined-public-page.ts';
import { api } from '#tests/support/api.ts';
import type { TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';

/**
 * Link previews as a crawler sees them: a plain GET of `/{pseudo}` on the app's origin (no
 * JavaScript), answered with the SPA's HTML carrying the page's title and Open Graph tags. This tier
 * runs without a web build, so the page is the fallback shell; the e2e tier checks the real build.
 */
const { cloud, db } = cloudAndDb();
const EVIL_NAME = `</title><script>alert("pwned")</script><meta name='x'`;
const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1', accept: 'text/html' };

let artist: TestArtist & { pseudo: string };
let avatar: string;
let flashId: string;

async function crawl(path: string) {
  const response = await fetch(`${cloud.urls.app}${path}`, { headers: CRAWLER });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1];
}

beforeAll(async () => {
  artist = await onboardedArtist();
  avatar = await storedImage(db, artist.sub, 'avatar');
  const flashImage = await storedImage(db, artist.sub, 'flash');
  const saved = await api('/me/profile', {
    method: 'PUT',
    token: artist.idToken,
    body: {
      displayName: EVIL_NAME,
      bio: 'Blackwork & fine line, "Lyon".',
      avatarImageId: avatar,
      links: [],
      styles: [],
    },
  });
  expect(saved.status, saved.text).toBe(200);
  const flash = await api<{ flashId: string }>('/me/flashes', {
    token: artist.idToken,
    body: { title: 'Swallow <3', lengthMm: 80, widthMm: 60, priceCents: 12000, imageIds: [flashImage] },
  });
  expect(flash.status, flash.text).toBe(201);
  flashId = flash.json.flashId;
});

describe('link previews of the public pages', () => {
  it("serves /{pseudo} with the artist's title and Open Graph tags, escaped", async () => {
    const page = await crawl(`/${artist.pseudo}`);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    const escaped =
      '&lt;/title&gt;&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&lt;meta name=&#39;x&#39;';
    expect(page.html).toContain(`<title>${escaped} | Inkslot</title>`);
    expect(meta(page.html, 'og:title')).toBe(escaped);
    expect(meta(page.html, 'twitter:title')).toBe(escaped);
    expect(meta(page.html, 'og:description')).toBe('Blackwork &amp; fine line, &quot;Lyon&quot;.');
    expect(meta(page.html, 'og:url')).toBe(`${cloud.urls.app}/${artist.pseudo}`);
    expect(meta(page.html, 'og:type')).toBe('profile');
    expect(meta(page.html, 'og:image')).toBe(`${cloud.urls.app}/media/${artist.sub}/${avatar}/1024.webp`);
    expect(meta(page.html, 'og:image:width')).toBe('1024');
    expect(meta(page.html, 'og:image:height')).toBe('768');
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain("<meta name='x'");
  });

  it("carries the page's data, the same as the API's answer, as JSON no name can break out of (ADR 0106)", async () => {
    const page = await crawl(`/${artist.pseudo}`);
    const match = new RegExp(
      `<script type="application/json" id="${INLINED_PUBLIC_PAGE_ID}">([^<]*)</script>`,
    ).exec(page.html);
    expect(match?.[1]).toBeDefined();
    const answer = await api(`/artists/${artist.pseudo}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual(answer.json);
    expect(page.html.match(/<\/script>/g)?.length).toBe(page.html.match(/<script\b/g)?.length);
  });

  it("serves the booking form's paths with the app's entry carrying the same data and cache rule, no preview (ADR 0106)", async () => {
    const profile = await crawl(`/${artist.pseudo}`);
    const answer = await api(`/artists/${artist.pseudo}`);
    for (const path of [`/${artist.pseudo}/form`, `/${artist.pseudo.toUpperCase()}/form/flash`]) {
      const response = await fetch(`${cloud.urls.app}${path}`, { headers: CRAWLER });
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(profile.cacheControl);
      const carried = new RegExp(
        `<script type="application/json" id="${INLINED_PUBLIC_PAGE_ID}">([^<]*)</script>`,
      ).exec(html);
      expect(JSON.parse(carried?.[1] ?? 'null'), path).toEqual(answer.json);
      expect(html, path).not.toContain('og:title');
      expect(html, path).not.toContain('<script>alert');
    }
    const unknown = await crawl('/nobody-has-this-name/form');
    expect(unknown.status).toBe(404);
    expect(unknown.html).not.toContain(INLINED_PUBLIC_PAGE_ID);
  });

  it('previews a flash page with the flash and its image', async () => {
    const page = await crawl(`/${artist.pseudo}/flashs/${flashId}`);
    expect(page.status).toBe(200);
    expect(meta(page.html, 'og:title')).toMatch(/^Swallow &lt;3, /);
    expect(meta(page.html, 'og:url')).toBe(`${cloud.urls.app}/${artist.pseudo}/flashs/${flashId}`);
    expect(meta(page.html, 'og:image')).toMatch(/\/media\/.+\/1024\.webp$/);
  });

  it('describes an artist without a bio or a picture with a sentence in their language and the share card', async () => {
    const plain = await onboardedArtist();
    const page = await crawl(`/${plain.pseudo.toUpperCase()}/`);
    expect(page.status).toBe(200);
    expect(meta(page.html, 'og:title')).toBe('Folio Ink');
    expect(meta(page.html, 'og:description')).toBe(
      'Flashes, works, guest spots and bookings of Folio Ink on Inkslot.',
    );
    // No picture: the generated share card (tests/integration/share-card.test.ts draws it).
    expect(meta(page.html, 'og:image')).toMatch(
      new RegExp(`^${cloud.urls.app}/api/og/${plain.pseudo}/v1[0-9a-z]+\\.png$`),
    );
    expect(meta(page.html, 'og:image:alt')).toBe('Folio Ink');
    expect(meta(page.html, 'twitter:card')).toBe('summary_large_image');
  });

  it('answers an unknown pseudo with the plain SPA and a 404, and leaves SPA routes alone', async () => {
    const unknown = await crawl('/nobody-has-this-name');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toBe('text/html; charset=utf-8');
    expect(unknown.html).not.toContain('og:title');
    // Reserved words and other paths are the SPA's (no web build in this tier: the gateway's 404).
    for (const path of ['/login', '/app/profile', `/${artist.pseudo}/form/confirm/r1`, '/app/form']) {
      const answer = await fetch(`${cloud.urls.app}${path}`, { headers: CRAWLER });
      expect(await answer.text(), path).toBe('No web app in this local cloud.');
    }
  });
});
