import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocale, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '#shared/i18n/locales.ts';
import { createTestI18n as createI18n } from '#web/src/test/i18n.ts';
import { type CatalogueLoader, createI18n as createLoadingI18n, i18nReady } from './i18n.ts';
import { messageCatalogue } from './message-catalogues.ts';

/** Sets a cookie as the browser would keep it. */
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar
  document.cookie = value;
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; Max-Age=0; Path=/`);
  }
}

describe('the interface language', () => {
  beforeEach(clearCookies);
  afterEach(() => vi.restoreAllMocks());

  it('is the browser language when the product speaks it', () => {
    expect(createI18n({ languages: () => ['es-ES', 'en'] }).language).toBe('es');
    clearCookies();
    expect(createI18n({ languages: () => ['de-DE', 'fr-FR'] }).language).toBe('fr');
    expect(browserLocale(['pt-BR', 'EN-gb'])).toBe('en');
  });

  it('is English when no browser language is supported', () => {
    const i18n = createI18n({ languages: () => ['de-DE', 'it'] });
    expect(i18n.language).toBe('en');
    expect(i18n.t('validation.emailRequired')).toBe('Email address is required');
  });

  it('is the one kept in the lang cookie first', () => {
    setCookie('lang=es; Path=/');
    expect(createI18n({ languages: () => ['fr-FR'] }).language).toBe('es');
  });

  it('ignores a cookie naming an unsupported language', () => {
    setCookie('lang=de; Path=/');
    expect(createI18n({ languages: () => ['fr-FR'] }).language).toBe('fr');
  });

  it('is kept in the lang cookie for one year when chosen', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    const i18n = createI18n({ languages: () => ['en-US'] });
    await i18n.changeLanguage('fr');
    const last = writes.at(-1) ?? '';
    expect(last).toMatch(/^lang=fr;/);
    expect(last).toContain(`Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`);
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(last).toContain('Path=/');
  });

  it('falls back to French for a language the product does not speak', async () => {
    const i18n = createI18n({ lng: 'en' });
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('web.notFound.title', { path: '/x' })).toBe('Page introuvable : /x');
  });

  it('is set on <html lang>', async () => {
    const i18n = createI18n({ lng: 'es' });
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('downloads only the shown language, and another one on a switch', async () => {
    const load = vi.fn<CatalogueLoader>(async (locale: Locale) => ({
      default: messageCatalogue('artist-page', locale),
    }));
    setCookie('lang=es; Path=/');
    const i18n = createLoadingI18n({ languages: () => ['fr-FR'], load });
    await i18nReady(i18n);
    expect(load.mock.calls).toEqual([['es']]);
    expect(i18n.t('web.notFound.pageTitle')).toBe('Página no encontrada');
    await i18n.changeLanguage('en');
    expect(load.mock.calls).toEqual([['es'], ['en']]);
    expect(i18n.t('web.notFound.pageTitle')).toBe('Page not found');
  });

  it('is not ready when its messages cannot be downloaded', async () => {
    const load = vi.fn<CatalogueLoader>(async () => Promise.reject(new Error('offline')));
    const i18n = createLoadingI18n({ lng: 'fr', load });
    await expect(i18nReady(i18n)).rejects.toThrow('the fr messages could not be loaded');
  });

  it('speaks the spec messages in French and English', () => {
    expect(createI18n({ lng: 'fr' }).t('validation.emailInvalid')).toBe('Adresse email invalide');
    expect(createI18n({ lng: 'en' }).t('validation.emailInvalid')).toBe('Invalid email address');
    expect(createI18n({ lng: 'fr' }).t('web.notFound.title', { path: '/x' })).toBe('Page introuvable : /x');
    expect(createI18n({ lng: 'en' }).t('web.notFound.title', { path: '/x' })).toBe('Page not found: /x');
  });
});
