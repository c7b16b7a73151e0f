/**
 * The only script of the prerendered pages (`/`, `/terms`, `/privacy`; ADR 0034), loaded in the
 * head, before the body: it applies the saved theme before the first paint, shows the page in the
 * visitor's language (the `?lang=` link just followed, else the `lang` cookie, else the browser's
 * language, else English, as the SPA decides), and wires the theme toggle. Without it the page still
 * reads, in English and in the system's colours.
 */
import { isLocale, type Locale } from '#shared/i18n/locales.ts';
import { detectedLocale, keepLocale } from '#web/src/lib/locale-cookie.ts';
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  subscribeToTheme,
  systemPrefersDark,
  writeThemePreference,
} from '#web/src/lib/theme.ts';

const root = document.documentElement;

function chosenLocale(): Locale {
  const url = new URL(location.href);
  const asked = url.searchParams.get('lang');
  if (isLocale(asked)) {
    keepLocale(asked);
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url);
    return asked;
  }
  return detectedLocale(navigator.languages ?? []);
}

function showTheme() {
  applyTheme(resolveTheme(readThemePreference(), systemPrefersDark()));
}

/** Puts the page's `<template data-locale>` copy in place of the prerendered language. */
function showLocale(locale: Locale) {
  const copy = document.querySelector<HTMLTemplateElement>(`template[data-locale="${locale}"]`);
  const page = document.getElementById('root');
  if (copy && page) {
    page.replaceChildren(copy.content.cloneNode(true));
    root.lang = locale;
    document.title = copy.dataset.title ?? document.title;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', copy.dataset.description ?? '');
  }
  delete root.dataset.localePending;
}

function wireThemeToggle() {
  const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!toggle) return;
  const sync = () => toggle.setAttribute('aria-pressed', String(root.dataset.theme === 'dark'));
  toggle.hidden = false;
  sync();
  toggle.addEventListener('click', () =>
    writeThemePreference(root.dataset.theme === 'dark' ? 'light' : 'dark'),
  );
  // The choice, another tab's choice or the system's scheme (while the choice is 'system').
  subscribeToTheme(() => {
    showTheme();
    sync();
  });
}

showTheme();
const locale = chosenLocale();
if (locale !== root.lang) root.dataset.localePending = '';
document.addEventListener('DOMContentLoaded', () => {
  if (locale !== root.lang) showLocale(locale);
  wireThemeToggle();
});
