import { describe, expect, it } from 'vitest';
import type { MessageTree } from '../../../shared/i18n/define-messages.ts';
import { LOCALES } from '../../../shared/i18n/locales.ts';
import { web } from '../../../shared/i18n/messages/web.ts';
import {
  ARTIST_PAGE_LAZY_SECTIONS,
  messageCatalogue,
  pickMessages,
  withFallback,
} from './message-catalogues.ts';

/** `specifier` (relative) as a path from the repository, imported by the module at `from`. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
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
    for (const match of sources[path].matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      visit(resolve(path, match[1] as string));
    }
  };
  visit(entry);
  return [...seen];
}

/** `web.*` keys written in a source file, comments left out; a key ending with `.` is a prefix. */
function webKeys(path: string): string[] {
  const code = (sources[path] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/['"`](web\.[A-Za-z0-9_.-]+)/g)].map((match) => match[1] as string);
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
      const {
        conversations,
        portal,
        availability,
        billing,
        insights,
        auth,
        features,
        account,
        preferences,
        notifications,
        tutorials,
        emailTemplates,
        profileEditor,
        reservations,
        support,
        bookings,
        superadmin,
        reschedule,
        booking,
        travelDemand,
        ...eager
      } = web[locale];
      expect(app.web).toEqual(eager);
      // The move dialog's words come with the pages that open it (requests, bookings).
      expect(messageCatalogue('reschedule', locale)).toEqual({ web: { reschedule } });
      // The booking form's words come with the form and its confirmation.
      expect(messageCatalogue('booking', locale)).toEqual({ web: { booking } });
      // The guest-spot demand form's words come with the form, opened on a travel of the public page.
      expect(messageCatalogue('travelDemand', locale)).toEqual({ web: { travelDemand } });
      // The portal's, the messages' and the availabilities' words come in their own catalogues, with those pages.
      expect(messageCatalogue('conversations', locale)).toEqual({ web: { conversations } });
      expect(messageCatalogue('portal', locale)).toEqual({ web: { portal } });
      expect(messageCatalogue('availability', locale)).toEqual({ web: { availability } });
      expect(messageCatalogue('billing', locale)).toEqual({ web: { billing } });
      expect(messageCatalogue('insights', locale)).toEqual({ web: { insights } });
      expect(messageCatalogue('auth', locale)).toEqual({ web: { auth } });
      expect(messageCatalogue('features', locale)).toEqual({ web: { features } });
      expect(messageCatalogue('account', locale)).toEqual({ web: { account } });
      expect(messageCatalogue('tutorials', locale)).toEqual({ web: { tutorials } });
      expect(messageCatalogue('preferences', locale)).toEqual({ web: { preferences } });
      expect(messageCatalogue('notifications', locale)).toEqual({ web: { notifications } });
      expect(messageCatalogue('emailTemplates', locale)).toEqual({ web: { emailTemplates } });
      expect(messageCatalogue('profileEditor', locale)).toEqual({ web: { profileEditor } });
      expect(messageCatalogue('reservations', locale)).toEqual({ web: { reservations } });
      expect(messageCatalogue('support', locale)).toEqual({ web: { support } });
      expect(messageCatalogue('bookings', locale)).toEqual({ web: { bookings } });
      expect(messageCatalogue('superadmin', locale)).toEqual({ web: { superadmin } });
    }
    expect(withFallback({ a: 'fr a', b: { c: 'fr c', d: 'fr d' } }, { b: { c: 'en c' } })).toEqual({
      a: 'fr a',
      b: { c: 'en c', d: 'fr d' },
    });
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
