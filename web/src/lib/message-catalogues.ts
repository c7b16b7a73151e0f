import type { MessageTree } from '../../../shared/i18n/define-messages.ts';
import { FALLBACK_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { errors } from '../../../shared/i18n/messages/errors.ts';
import { validation } from '../../../shared/i18n/messages/validation.ts';
import { web } from '../../../shared/i18n/messages/web.ts';

/**
 * What the SPA downloads of `shared/i18n/messages/`: one catalogue per entry and language, built at
 * build time by `web/message-catalogues-plugin.ts` (virtual modules `virtual:inkslot-messages/...`).
 * This module is for the build and the tests: the browser never imports it (it holds every language).
 */
/**
 * The sections of `web` the app loads with the pages that show them (`useSectionMessages`), not
 * before its first render: the client portal's (`web.portal`), the messages' (`web.conversations`)
 * the availabilities' (`web.availability`), billing's (`web.billing`), the insights' (`web.insights`)
 * the sign-in pages' (`web.auth`), the features' (`web.features`) and the account's: onboarding,
 * account settings (`web.account`), the getting-started guide's (`web.tutorials`), the preferences'
 * (`web.preferences`) the notification settings' (`web.notifications`), the email templates' (`web.emailTemplates`), the
 * profile editor's (`web.profileEditor`), the booking settings' (`web.reservations`), support's
 * (`web.support`), the calendar's (`web.bookings`), the move dialog's (`web.reschedule`) and the public
 * booking form's (`web.booking`) and the guest-spot demand form's (`web.travelDemand`), each its own
 * catalogue. The artist's workspace
 * downloads none of them until it opens the page that shows it.
 */
export const LAZY_WEB_SECTIONS = [
  'conversations',
  'portal',
  'availability',
  'billing',
  'insights',
  'auth',
  'features',
  'account',
  'tutorials',
  'preferences',
  'notifications',
  'emailTemplates',
  'profileEditor',
  'reservations',
  'support',
  'bookings',
  'superadmin',
  'reschedule',
  'booking',
  'travelDemand',
] as const;
export type LazyWebSection = (typeof LAZY_WEB_SECTIONS)[number];

export const CATALOGUE_NAMES = ['app', 'artist-page', ...LAZY_WEB_SECTIONS] as const;
export type CatalogueName = (typeof CATALOGUE_NAMES)[number];

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

/** The lazy sections the artist pages load themselves (with a form a visitor opens). */
export const ARTIST_PAGE_LAZY_SECTIONS = ['travelDemand'] as const satisfies readonly LazyWebSection[];

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
  if (name === 'artist-page') return { web: pickMessages(inLocale(web, locale), ARTIST_PAGE_WEB_PATHS) };
  if ((LAZY_WEB_SECTIONS as readonly string[]).includes(name)) {
    return { web: pickMessages(inLocale(web, locale), [name]) };
  }
  const all = inLocale(web, locale);
  const eager = Object.fromEntries(
    Object.entries(all).filter(([key]) => !(LAZY_WEB_SECTIONS as readonly string[]).includes(key)),
  );
  return {
    validation: inLocale(validation, locale),
    errors: inLocale(errors, locale),
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
