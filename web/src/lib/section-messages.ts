import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadOnAssetError } from './asset-reload.ts';
import type { CatalogueLoader } from './i18n.ts';
import { currentLocale, rememberSectionLoader } from './i18n.ts';

/**
 * Loads a lazy section of the app's messages (`LAZY_WEB_SECTIONS` of message-catalogues.ts) in the
 * shown language, and again after a language switch; says whether it is there. `probe` is one of
 * its keys: a section already present (the tests load every message at once) is not loaded again.
 */
export function useSectionMessages({ load, probe }: { load: CatalogueLoader; probe: string }): boolean {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const present = i18n.exists(probe, { lng: locale, fallbackLng: false });

  useEffect(() => {
    if (present) return;
    let live = true;
    reloadOnAssetError(() => load(locale))().then((catalogue) => {
      i18n.addResourceBundle(locale, 'translation', catalogue.default, true, true);
      rememberSectionLoader(load);
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [present, load, locale, i18n]);
  return present;
}
