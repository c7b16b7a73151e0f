import { describe, expect, it } from 'vitest';
import { importSpecifiers, importTarget } from '#scripts/lint/import-specifiers.ts';
import type { MessageTree } from '#shared/i18n/define-messages.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import {
  ARTIST_PAGE_LAZY_SECTIONS,
  LAZY_WEB_SECTIONS,
  messageCatalogue,
  pickMessages,
  SPA_ERROR_CODES,
  sectionProbe,
  webMessages as web,
  withFallback,
} from './message-catalogues.ts';

/** `specifier` as a path from the repository, imported by the module at `from`. */
function resolve(from: string, specifier: string): string {
  return importTarget(from, specifier) ?? '';
}

const HERE = 'web/src/lib/message-catalogues.test.ts';

/** The SPA's and `shared/`'s sources as text, by path from the repository. */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      [
        '../**/*.{ts,tsx}',
        '!../**/*.test.{ts,tsx}',
        '../../../shared/**/*.ts',
        '!../../../shared/**/*.test.ts',
      ],
      { query: '?raw', import: 'default', eager: true },
    ),
  ).map(([path, text]) => [resolve(HERE, path), text]),
);

/** The modules an entry loads, its lazy chunks included (relative imports, transitively). */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || sources[path] === undefined) return;
    seen.add(path);
    for (const specifier of importSpecifiers(sources[path])) {
      visit(resolve(path, specifier));
    }
  };
  visit(entry);
  return [...seen];
}

/** A source file's code, comments left out. */
function codeOf(path: string): string {
  return (sources[path] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** `web.*` keys written in a source file, comments left out; a key ending with `.` is a prefix. */
function webKeys(path: string): string[] {
  return [...codeOf(path).matchAll(/['"`](web\.[A-Za-z0-9_.-]+)/g)].map((match) => match[1] as string);
}

function lookUp(tree: MessageTree, key: string): string | MessageTree | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.').filter(Boolean)) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return node;
}

describe('the message catalogues', () => {
  it('give the app every namespace in one language, French under the missing keys', () => {
    for (const locale of LOCALES) {
      const app = messageCatalogue('app', locale);
      expect(Object.keys(app).sort()).toEqual(['errors', 'validation', 'web']);
      expect(Object.keys(app.errors ?? {}).sort()).toEqual([...SPA_ERROR_CODES].sort());
      const lazy = new Set(LAZY_WEB_SECTIONS);
      const eager = Object.fromEntries(Object.entries(web[locale]).filter(([section]) => !lazy.has(section)));
      expect(app.web).toEqual(eager);
      // Each lazy section comes in its own catalogue, with the pages that show it.
      for (const section of LAZY_WEB_SECTIONS) {
        expect(messageCatalogue(section, locale)).toEqual({ web: { [section]: web[locale][section] } });
      }
    }
    // What was lazy before the words moved beside their features (ADR 0074) stays lazy: the move
    // dialog's words come with the pages that open it, the booking form's with the form, the
    // guest-spot demand form's with the form opened on a travel of the public page, the portal's,
    // the messages' and the availabilities' with those pages...
    expect(LAZY_WEB_SECTIONS).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    expect(() => messageCatalogue('nothing', 'fr')).toThrow('no message catalogue nothing');
    expect(withFallback({ a: 'fr a', b: { c: 'fr c', d: 'fr d' } }, { b: { c: 'en c' } })).toEqual({
      a: 'fr a',
      b: { c: 'en c', d: 'fr d' },
    });
  });

  it('give the app the API errors the SPA words itself, and no other', () => {
    const spa = Object.keys(sources).filter((path) => path.startsWith('web/src/'));
    const used = new Set(
      spa.flatMap((path) =>
        [...codeOf(path).matchAll(/['"`]errors\.([A-Za-z0-9_]+|\$\{)/g)].map((match) => match[1] as string),
      ),
    );
    // A key the SPA builds (`errors.${code}`) could be any code: it must be worded by `web.errors`.
    expect(used.has('${')).toBe(false);
    expect([...used].sort()).toEqual([...SPA_ERROR_CODES].sort());
    expect(lookUp(messageCatalogue('app', 'en'), 'errors.login_link_invalid')).toEqual(expect.any(String));
    expect(lookUp(messageCatalogue('app', 'es'), 'errors.slot_taken')).toBeUndefined();
  });

  it('leave the development-only /app/design page’s words out of a production build', () => {
    const ui = (catalogue: ReturnType<typeof messageCatalogue>) => catalogue.web?.ui as MessageTree;
    expect(ui(messageCatalogue('app', 'en')).design).toBeDefined();
    const production = ui(messageCatalogue('app', 'en', { production: true }));
    expect(production.design).toBeUndefined();
    expect(production.toast).toEqual({ region: 'Notifications', close: 'Close the notification' });
  });

  it('give the artist pages only their part of the web messages', () => {
    const fr = messageCatalogue('artist-page', 'fr');
    expect(Object.keys(fr)).toEqual(['web']);
    expect(lookUp(fr, 'web.notFound.title')).toBe('Page introuvable : {{path}}');
    expect(lookUp(fr, 'web.portfolio.public.book')).toBe('Réserver ce flash');
    expect(lookUp(fr, 'web.portfolio.flashes')).toBeUndefined();
    expect(lookUp(fr, 'web.auth')).toBeUndefined();
    expect(JSON.stringify(fr).length).toBeLessThan(JSON.stringify(web.fr).length / 4);
    expect(() => pickMessages({ a: 'x' }, ['b'])).toThrow('no messages at web.b');
  });

  it('hold every web key the artist-page entry and its lazy pages use, in every language', () => {
    const files = importGraph('web/src/artist-page.tsx');
    expect(files).toContain('web/src/app/routes/public/artist-flash.tsx');
    expect(files).toContain('shared/domain/flash-sorts.ts');
    const keys = new Set(files.flatMap(webKeys));
    expect(keys.size).toBeGreaterThan(20);
    for (const locale of LOCALES) {
      const page = messageCatalogue('artist-page', locale);
      // A key of a lazy section the artist page loads itself comes with that section's catalogue.
      const catalogueOf = (key: string) => {
        const section = ARTIST_PAGE_LAZY_SECTIONS.find((name) => key.startsWith(`web.${name}.`));
        return section ? messageCatalogue(section, locale) : page;
      };
      const missing = [...keys].filter((key) => {
        const catalogue = catalogueOf(key);
        const found = lookUp(catalogue, key) ?? lookUp(catalogue, `${key}_other`);
        return key.endsWith('.') ? typeof found !== 'object' : typeof found !== 'string';
      });
      expect(missing, `missing from ARTIST_PAGE_WEB_PATHS (${locale})`).toEqual([]);
    }
  });
});

describe('the lazy sections', () => {
  it('are each probed by a key of their own', () => {
    expect(sectionProbe('booking')).toMatch(/^web\.booking\.\w/);
    for (const section of LAZY_WEB_SECTIONS) {
      expect(typeof lookUp(messageCatalogue(section, 'es'), sectionProbe(section))).toBe('string');
      expect(lookUp(messageCatalogue('app', 'es'), sectionProbe(section))).toBeUndefined();
    }
    expect(() => sectionProbe('nothing')).toThrow('no lazy section web.nothing');
  });

  it('are the ones the pages wait for', () => {
    const named = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/import \w+ from 'virtual:inkslot-message-sections\/(\w+)'/g)].map(
        (match) => match[1] as string,
      ),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((section) => !LAZY_WEB_SECTIONS.includes(section))).toEqual([]);
  });
});
