import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadOnAssetError } from './asset-reload.ts';
import type { CatalogueLoader } from './i18n.ts';
import { currentLocale, rememberSectionLoader } from './i18n.ts';

export type SectionLoader = { load: CatalogueLoader; probe: string };

/**
 * Loads lazy sections of the app's messages (`LAZY_WEB_SECTIONS` of message-catalogues.ts) in the
 * shown language, at once, and again after a language switch; says whether they are all there.
 * `probe` is one key of each: a section already present (the tests load every message at once) is
 * not loaded again. The list must not change between renders.
 */
export function useSectionMessages(sections: SectionLoader | readonly SectionLoader[]): boolean {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const list: readonly SectionLoader[] = 'load' in sections ? [sections] : sections;
  const missing = list.filter(({ probe }) => !i18n.exists(probe, { lng: locale, fallbackLng: false }));
  const missingKey = missing.map(({ probe }) => probe).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `missingKey` names what `missing` holds
  useEffect(() => {
    if (missing.length === 0) return;
    let live = true;
    Promise.all(
      missing.map(({ load }) =>
        reloadOnAssetError(() => load(locale))().then((catalogue) => {
          i18n.addResourceBundle(locale, 'translation', catalogue.default, true, true);
          rememberSectionLoader(load);
        }),
      ),
    ).then(() => {
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [missingKey, locale, i18n]);
  return missing.length === 0;
}
