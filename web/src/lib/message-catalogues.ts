import type { MessageTree } from '#shared/i18n/define-messages.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { errors } from '#shared/i18n/messages/errors.ts';
import { validation } from '#shared/i18n/messages/validation.ts';

/**
 * What the SPA downloads of its words: one catalogue per entry and language, built at build time by
 * `web/message-catalogues-plugin.ts` (virtual modules `virtual:inkslot-messages/...`) from the
 * `messages.ts` files beside what shows them (ADR 0074) and `shared/i18n`'s validation and error
 * messages. This module is for the build and the tests: the browser never imports it (it holds
 * every language).
 */
type Catalogues = Record<Locale, MessageTree>;

/**
 * A `messages.ts` of the SPA (`web/src/features/<feature>/messages.ts`, `web/src/app/messages.ts`,
 * `web/src/components/<x>/messages.ts`, ...), each top-level key a section of `web` (keys read
 * `web.<section>.…`): `messages` go in the app's first-load catalogue, each section of
 * `lazyMessages` in a catalogue of its own that the pages showing it load (`withSectionMessages`).
 */
export interface MessagesFile {
  messages?: Catalogues;
  lazyMessages?: Catalogues;
}

/** Every messages file of the SPA, by path from this module. */
export const MESSAGES_FILES: Record<string, MessagesFile> = import.meta.glob<MessagesFile>(
  '../**/messages.ts',
  {
    eager: true,
  },
);

/** The sections of one kind of every file, in every language; a section has one owner. */
function sectionsOf(kind: keyof MessagesFile): Catalogues {
  const owners = new Map<string, string>();
  const merged = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Catalogues;
  for (const [path, file] of Object.entries(MESSAGES_FILES)) {
    const catalogues = file[kind];
    if (!catalogues) continue;
    for (const locale of LOCALES) {
      for (const [section, tree] of Object.entries(catalogues[locale])) {
        const owner = owners.get(section);
        if (owner !== undefined && owner !== path)
          throw new Error(`web.${section} is in ${owner} and ${path}`);
        owners.set(section, path);
        merged[locale][section] = tree;
      }
    }
  }
  return merged;
}

const eagerWeb = sectionsOf('messages');
const lazyWeb = sectionsOf('lazyMessages');

/** Every message of the SPA (`web.…`) in every language: the first-load sections and the lazy ones. */
export const webMessages = Object.fromEntries(
  LOCALES.map((locale) => {
    for (const section of Object.keys(lazyWeb[locale])) {
      if (section in eagerWeb[locale]) throw new Error(`web.${section} is both eager and lazy`);
    }
    return [locale, { ...eagerWeb[locale], ...lazyWeb[locale] }];
  }),
) as Catalogues;

/**
 * The sections of `web` the app loads with the pages that show them (`withSectionMessages`), not
 * before its first render: the `lazyMessages` of the messages files, each its own catalogue. The
 * artist's workspace downloads none of them until it opens a page that shows it.
 */
export const LAZY_WEB_SECTIONS: readonly string[] = Object.keys(lazyWeb[FALLBACK_LOCALE]);
export type LazyWebSection = string;

export const CATALOGUE_NAMES: readonly string[] = ['app', 'artist-page', ...LAZY_WEB_SECTIONS];
export type CatalogueName = string;

/** A key of a lazy section, there once it is loaded (`useSectionMessages`'s probe): its first one. */
export function sectionProbe(section: string): string {
  let path = `web.${section}`;
  let node: string | MessageTree | undefined = lazyWeb[FALLBACK_LOCALE][section];
  while (typeof node === 'object') {
    const [key, value] = Object.entries(node)[0] ?? [];
    if (key === undefined) throw new Error(`${path} is empty`);
    path = `${path}.${key}`;
    node = value;
  }
  if (node === undefined) throw new Error(`no lazy section web.${section}`);
  return path;
}

/**
 * The parts of `web` the artist's public pages show (the `artist-page` entry: `/{pseudo}`,
 * `/{pseudo}/flashs[/{id}]`, `/{pseudo}/done[/{id}]`). `message-catalogues.test.ts` walks the entry's
 * imports and fails on a key used there and missing here.
 */
export const ARTIST_PAGE_WEB_PATHS = [
  'brand',
  'title',
  'common',
  'language',
  'theme',
  'footer',
  'update',
  'errors',
  'notFound',
  'internalError',
  'publicPage',
  'profile',
  'styles',
  'countries',
  'portfolio.public',
  'portfolio.unitNames',
  'portfolio.form.types',
  'travels.phases',
  'ui.sitePreferences',
] as const;

/**
 * The API's error messages (`errors.<code>`) the SPA words itself: a link it finds malformed before
 * asking (a sign-in link, a confirmation link). Every other API error arrives already worded in the
 * caller's language, so the app's first load does not carry the ~90 others (issue 30: budgets held).
 * `message-catalogues.test.ts` fails on an `errors.` key the SPA uses and this omits, or the reverse.
 */
export const SPA_ERROR_CODES = ['login_link_invalid', 'confirmation_link_invalid'] as const;

/** The lazy sections the artist pages load themselves (with a form a visitor opens, with an opening's countdown). */
export const ARTIST_PAGE_LAZY_SECTIONS: readonly LazyWebSection[] = ['travelDemand', 'openingCountdown'];

/** One namespace per top-level key, as in `shared/i18n/resources.ts`: keys read `web.notFound.title`. */
type Catalogue = Record<string, MessageTree>;

function isTree(value: string | MessageTree | undefined): value is MessageTree {
  return typeof value === 'object' && value !== null;
}

/** `base` overlaid with `over`: what i18next's runtime fallback would show, resolved at build time. */
export function withFallback(base: MessageTree, over: MessageTree | undefined): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over ?? {})) {
    const under = base[key];
    merged[key] = isTree(value) && isTree(under) ? withFallback(under, value) : value;
  }
  return merged;
}

/** The subtree at a dotted path, copied into `target` at the same path. */
function copyPath(source: MessageTree, target: MessageTree, path: string) {
  const [head = '', ...rest] = path.split('.');
  const value = source[head];
  if (value === undefined) throw new Error(`no messages at web.${path}`);
  if (rest.length === 0 || !isTree(value)) {
    target[head] = value;
    return;
  }
  const next = isTree(target[head]) ? (target[head] as MessageTree) : {};
  target[head] = next;
  copyPath(value, next, rest.join('.'));
}

/** Picks dotted paths of a message tree. */
export function pickMessages(tree: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) copyPath(tree, picked, path);
  return picked;
}

function inLocale(byLocale: Record<Locale, MessageTree>, locale: Locale): MessageTree {
  return withFallback(byLocale[FALLBACK_LOCALE], byLocale[locale]);
}

/**
 * A catalogue in one language, French under it (the spec's fallback, so no second language is
 * downloaded for it): `app` holds every message of the SPA but the lazy sections, `artist-page` only
 * what the public pages of an artist show, and each lazy section its own.
 */
export function messageCatalogue(
  name: CatalogueName,
  locale: Locale,
  { production = false }: { production?: boolean } = {},
): Catalogue {
  if (name === 'artist-page') {
    return { web: pickMessages(inLocale(webMessages, locale), ARTIST_PAGE_WEB_PATHS) };
  }
  if (LAZY_WEB_SECTIONS.includes(name)) return { web: pickMessages(inLocale(lazyWeb, locale), [name]) };
  if (name !== 'app') throw new Error(`no message catalogue ${name}`);
  const eager = inLocale(eagerWeb, locale);
  return {
    validation: inLocale(validation, locale),
    errors: pickMessages(inLocale(errors, locale), SPA_ERROR_CODES),
    web: production ? withoutDevelopmentPages(eager) : eager,
  };
}

/**
 * A production build has no `/app/design` catalogue page, so it ships none of its words; nor does it
 * render the site's pages (landing, terms, privacy): they are prerendered documents (ADR 0034), whose
 * words are in their HTML.
 */
function withoutDevelopmentPages(tree: MessageTree): MessageTree {
  const { site: _site, ...withoutSite } = tree;
  const ui = withoutSite.ui;
  if (!isTree(ui)) return withoutSite;
  const { design: _design, ...rest } = ui;
  return { ...withoutSite, ui: rest };
}
