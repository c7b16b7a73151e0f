import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { ArtistPagePath } from './artist-page-path.ts';
import { SHARE_CARD, shareCardContent, shareCardPath } from './share-card.ts';

/** The tags a shared link shows in a chat or a social network: title, description, image, address. */
export interface LinkPreview {
  /** The document's `<title>`. */
  title: string;
  /** `og:title`: the display name (or the flash or work with it). */
  ogTitle: string;
  description: string;
  /** The absolute address of the page. */
  url: string;
  image?: { url: string; width: number; height: number; alt: string };
  type: 'profile' | 'website';
  /** `<html lang>` and `og:locale`. */
  lang?: 'fr' | 'en' | 'es';
}

const OG_LOCALES = { fr: 'fr_FR', en: 'en_US', es: 'es_ES' } as const;
const DESCRIPTION_MAX = 200;

/** Escapes text for an HTML text node or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One line, at most `max` characters, cut at a word with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function previewImage(image: PublicImage | undefined, appUrl: string, alt: string) {
  const largest = image?.variants.reduce((a, b) => (b.width > a.width ? b : a));
  if (!image || !largest) return undefined;
  return {
    url: new URL(largest.url, `${appUrl}/`).href,
    width: largest.width,
    height: Math.max(1, Math.round((largest.width * image.height) / image.width)),
    alt,
  };
}

/** The texts a preview needs in the artist's language (`pages.*` messages). */
export interface PreviewTexts {
  /** `{{page}} | Inkslot` */
  title: (page: string) => string;
  description: (displayName: string) => string;
  flashTitle: (title: string, displayName: string) => string;
  workTitle: (title: string, displayName: string) => string;
  flashDescription: (displayName: string) => string;
  workDescription: (displayName: string) => string;
}

/**
 * The preview of an artist page: the display name, the bio (or a default sentence), the largest
 * variant of the picture (else the banner, else the generated share card); on a flash or work page,
 * that item with its first image.
 */
export function artistLinkPreview(
  page: PublicProfile,
  target: ArtistPagePath,
  options: { appUrl: string; lang?: 'fr' | 'en' | 'es'; texts: PreviewTexts },
): LinkPreview {
  const { appUrl, texts } = options;
  const path = [page.pseudo, target.section, target.itemId]
    .filter((part): part is string => Boolean(part))
    .map(encodeURIComponent)
    .join('/');
  const url = `${appUrl}/${path}`;
  const base = {
    url,
    type: 'profile' as const,
    ...(options.lang && { lang: options.lang }),
  };
  const flash =
    target.section === 'flashs' ? page.flashes.find((f) => f.flashId === target.itemId) : undefined;
  if (flash) {
    const ogTitle = texts.flashTitle(flash.title, page.displayName);
    const image = previewImage(flash.images[0], appUrl, flash.title);
    return {
      ...base,
      title: texts.title(ogTitle),
      ogTitle,
      description: summarize(flash.note || texts.flashDescription(page.displayName)),
      ...(image && { image }),
    };
  }
  const work = target.section === 'done' ? page.works.find((w) => w.workId === target.itemId) : undefined;
  if (work) {
    const ogTitle = texts.workTitle(work.title, page.displayName);
    const image = previewImage(work.images[0], appUrl, work.title);
    return {
      ...base,
      title: texts.title(ogTitle),
      ogTitle,
      description: summarize(texts.workDescription(page.displayName)),
      ...(image && { image }),
    };
  }
  // No picture: the generated card (name, pseudo, first flash), so every page previews with an image.
  const image = previewImage(page.avatar ?? page.banner, appUrl, page.displayName) ?? {
    url: `${appUrl}${shareCardPath(shareCardContent(page))}`,
    ...SHARE_CARD,
    alt: page.displayName,
  };
  return {
    ...base,
    title: texts.title(page.displayName),
    ogTitle: page.displayName,
    description: summarize(page.bio || texts.description(page.displayName)),
    ...(image && { image }),
  };
}

/**
 * The SPA's `index.html` with a page's link preview: its `<title>` and description replaced, then the
 * canonical link, Open Graph and Twitter tags added at the end of `<head>`. Every value is escaped,
 * and nothing in them is read as a replacement pattern.
 */
export function injectLinkPreview(indexHtml: string, preview: LinkPreview): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', 'Inkslot'),
    meta('property', 'og:title', preview.ogTitle),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.lang ? [meta('property', 'og:locale', OG_LOCALES[preview.lang])] : []),
    ...(preview.image
      ? [
          meta('property', 'og:image', preview.image.url),
          meta('property', 'og:image:width', String(preview.image.width)),
          meta('property', 'og:image:height', String(preview.image.height)),
          meta('property', 'og:image:alt', preview.image.alt),
        ]
      : []),
    meta(
      'name',
      'twitter:card',
      preview.image && preview.image.width > preview.image.height ? 'summary_large_image' : 'summary',
    ),
    meta('name', 'twitter:title', preview.ogTitle),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image
      ? [
          meta('name', 'twitter:image', preview.image.url),
          meta('name', 'twitter:image:alt', preview.image.alt),
        ]
      : []),
  ];
  const block = tags.map((tag) => `    ${tag}\n`).join('');
  let html = indexHtml
    .replace(/[ \t]*<title\b[^>]*>[\s\S]*?<\/title>[ \t]*\r?\n?/i, () => '')
    .replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i, () => '');
  if (preview.lang)
    html = html.replace(
      /<html\b([^>]*?)\slang=["'][^"']*["']/i,
      (_all, before: string) => `<html${before} lang="${preview.lang}"`,
    );
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${block}  </head>`);
  return `${block}${html}`;
}
