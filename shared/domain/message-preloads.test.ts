import { describe, expect, it } from 'vitest';
import { messagePreloadHints, visitorLocale, withMessagePreloads } from './message-preloads.ts';

const page = `<html>
  <head>
    <title>Inkslot</title>
${messagePreloadHints({
  fr: ['/assets/fr-a1.js', '/assets/booking-fr-b2.js'],
  en: ['/assets/en-c3.js', '/assets/booking-en-d4.js'],
  es: ['/assets/es-e5.js'],
  de: ['/assets/de.js'],
})}  </head>
</html>`;

describe("the visitor's words preloaded from the page's HTML (ADR 0106)", () => {
  it("keeps the shown language's chunks as modulepreload links and drops the other hints", () => {
    expect(page).not.toContain('/assets/de.js');
    expect(withMessagePreloads(page, 'en')).toBe(`<html>
  <head>
    <title>Inkslot</title>
    <link rel="modulepreload" crossorigin href="/assets/en-c3.js" />
    <link rel="modulepreload" crossorigin href="/assets/booking-en-d4.js" />
  </head>
</html>`);
    expect(withMessagePreloads(page, 'es')).not.toContain('inkslot-messages');
  });

  it('leaves a page without hints as it is and never writes a path that is no script of the build', () => {
    expect(withMessagePreloads('<html><head></head></html>', 'fr')).toBe('<html><head></head></html>');
    const odd =
      '<meta name="inkslot-messages" data-locale="fr" content="//evil.example/x.js /assets/../x.js /assets/a.css /assets/ok-1.js" />\n';
    expect(withMessagePreloads(odd, 'fr')).toBe('    <link rel="modulepreload" crossorigin href="/assets/ok-1.js" />\n');
  });

  it("picks the language as the app does: the lang cookie, the browser's languages, else the artist's", () => {
    expect(visitorLocale(['theme=dark', 'lang=es'], 'fr-FR,fr;q=0.9', 'fr')).toBe('es');
    expect(visitorLocale(['a=1; lang=en'], undefined, 'fr')).toBe('en');
    expect(visitorLocale(['lang=de'], 'es-ES,en;q=0.5', 'fr')).toBe('es');
    expect(visitorLocale(undefined, 'de-DE,en;q=0.7', 'fr')).toBe('en');
    expect(visitorLocale(undefined, 'de-DE', 'fr')).toBe('en');
    expect(visitorLocale(undefined, undefined, 'fr')).toBe('fr');
  });
});
