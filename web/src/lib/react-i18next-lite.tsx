import type { i18n as I18n, ThirdPartyModule } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

/**
 * The part of react-i18next the SPA uses: `I18nextProvider`, `useTranslation()` (`{ t, i18n }`, a
 * new `t` when the language changes) and `initReactI18next`. Only the artist-page build uses it
 * (`web/vite.config.ts` resolves `react-i18next` to this module there, ADR 0023); the app, the tests
 * and the type checker use react-i18next itself, so components import from 'react-i18next' as
 * usual. An artist page needing more of react-i18next (`Trans`, namespaces…) fails that build.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export const initReactI18next: ThirdPartyModule = { type: '3rdParty', init: () => undefined };

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nextProvider>');
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n, ready: true };
}
