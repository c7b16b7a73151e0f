import { describe, expect, it } from 'vitest';
import {
  formModuleHint,
  messagePreloadHints,
  visitorLocale,
  withMessagePreloads,
} from './message-preloads.ts';

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
    expect(withMessagePreloads(odd, 'fr')).toBe(
      '    <link rel="modulepreload" crossorigin href="/assets/ok-1.js" />\n',
    );
  });

  it("preloads the booking form's route chunks on the form's paths only", () => {
    const app = `<head>\n${messagePreloadHints({ en: ['/assets/en-1.js'] })}${formModuleHint(['/assets/booking-form-2.js', '/assets/layout-3.js'])}</head>`;
    expect(withMessagePreloads(app, 'en', true)).toBe(`<head>
    <link rel="modulepreload" crossorigin href="/assets/en-1.js" />
    <link rel="modulepreload" crossorigin href="/assets/booking-form-2.js" />
    <link rel="modulepreload" crossorigin href="/assets/layout-3.js" />
</head>`);
    expect(withMessagePreloads(app, 'en')).toBe(`<head>
    <link rel="modulepreload" crossorigin href="/assets/en-1.js" />
</head>`);
    expect(formModuleHint([])).toBe('');
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
