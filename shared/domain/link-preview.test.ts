import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import {
  blankPublicProfile,
  publicImageFixture,
  roseFlashFields,
} from '#shared/api/contracts/artists-fixtures.ts';
import {
  artistLinkPreview,
  escapeHtml,
  injectLinkPreview,
  type PreviewTexts,
  summarize,
} from './link-preview.ts';

/** The app's `index.html` as Vite serves it: `web/entry-page.html` around the app's script (web/entry-page-plugin.ts). */
const INDEX_HTML = readFileSync(join(import.meta.dirname, '../../web/entry-page.html'), 'utf8').replace(
  '<!-- inkslot:entry -->',
  '<script type="module" src="/src/main.tsx"></script>',
);

/** Variants out of order: the preview picks the largest, wherever it stands. */
const image = (imageId: string, width: number, height: number) =>
  publicImageFixture(imageId, width, height, [320, 1024, 640]);

const page: PublicProfile = {
  ...blankPublicProfile,
  bio: 'Fine line & blackwork in Lyon.',
  avatar: image('avatar-1', 2000, 2000),
  banner: image('banner-1', 3000, 1000),
  flashes: [{ ...roseFlashFields, images: [image('flash-1', 1200, 1600)] }],
};

const texts: PreviewTexts = {
  title: (p) => `${p} | Inkslot`,
  description: (name) => `Flashes and works of ${name}.`,
  flashTitle: (title, name) => `${title}, a flash by ${name}`,
  workTitle: (title, name) => `${title}, a work by ${name}`,
  flashDescription: (name) => `A flash by ${name}.`,
  workDescription: (name) => `A work by ${name}.`,
};
const options = { appUrl: 'https://inkslot.app', lang: 'fr' as const, texts };

describe('the link preview of an artist page', () => {
  it('names the artist, uses the bio, the largest avatar variant and the page address', () => {
    expect(artistLinkPreview(page, { pseudo: 'ink-mia' }, options)).toEqual({
      title: 'Mia Ink | Inkslot',
      ogTitle: 'Mia Ink',
      description: 'Fine line & blackwork in Lyon.',
      url: 'https://inkslot.app/ink-mia',
      image: {
        url: 'https://inkslot.app/media/a1/avatar-1/1024.webp',
        width: 1024,
        height: 1024,
        alt: 'Mia Ink',
      },
      type: 'profile',
      lang: 'fr',
    });
  });

  it('falls back to a localized sentence and to the banner', () => {
    const { bio: _bio, avatar: _avatar, ...bare } = page;
    const preview = artistLinkPreview(bare, { pseudo: 'ink-mia' }, options);
    expect(preview.description).toBe('Flashes and works of Mia Ink.');
    expect(preview.image).toMatchObject({
      url: 'https://inkslot.app/media/a1/banner-1/1024.webp',
      height: 341,
    });
  });

  it("previews a flash page with the flash's title and first image", () => {
    const preview = artistLinkPreview(page, { pseudo: 'ink-mia', section: 'flashs', itemId: 'f1' }, options);
    expect(preview).toMatchObject({
      title: 'Rose, a flash by Mia Ink | Inkslot',
      ogTitle: 'Rose, a flash by Mia Ink',
      description: 'A flash by Mia Ink.',
      url: 'https://inkslot.app/ink-mia/flashs/f1',
      image: { url: 'https://inkslot.app/media/a1/flash-1/1024.webp', width: 1024, height: 1365 },
    });
  });

  it('previews the artist when the flash does not exist', () => {
    const preview = artistLinkPreview(
      page,
      { pseudo: 'ink-mia', section: 'flashs', itemId: 'gone' },
      options,
    );
    expect(preview.ogTitle).toBe('Mia Ink');
  });

  it('keeps descriptions to one line of at most 200 characters', () => {
    expect(summarize('a\n\nb   c')).toBe('a b c');
    const long = summarize('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe("injecting the preview into the SPA's index.html", () => {
  const preview = artistLinkPreview(page, { pseudo: 'ink-mia' }, options);

  it('replaces the title and description and adds Open Graph and Twitter tags in <head>', () => {
    const html = injectLinkPreview(INDEX_HTML, preview);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Mia Ink | Inkslot</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:title" content="Mia Ink" />');
    expect(head).toContain('<meta property="og:description" content="Fine line &amp; blackwork in Lyon." />');
    expect(head).toContain(
      '<meta property="og:image" content="https://inkslot.app/media/a1/avatar-1/1024.webp" />',
    );
    expect(head).toContain('<meta property="og:url" content="https://inkslot.app/ink-mia" />');
    expect(head).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(head).toContain('<link rel="canonical" href="https://inkslot.app/ink-mia" />');
    // The rest of the page is untouched: the SPA still boots.
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes a malicious display name everywhere, and reads no replacement pattern in it', () => {
    const evil = `</title><script>alert("x")</script><meta name='a' $& $1 $\``;
    const html = injectLinkPreview(INDEX_HTML, { ...preview, title: evil, ogTitle: evil, description: evil });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain("<meta name='a'");
    expect(html).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;meta name=&#39;a&#39; $&amp; $1 $`',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('sets the page language and works without a <title> or </head>', () => {
    expect(injectLinkPreview(INDEX_HTML, { ...preview, lang: 'es' })).toContain('<html lang="es">');
    expect(injectLinkPreview('<body></body>', preview)).toMatch(/^ {4}<title>Mia Ink \| Inkslot<\/title>/);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
