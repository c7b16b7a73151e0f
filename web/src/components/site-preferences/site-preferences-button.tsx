import { lazy, Suspense, useState } from 'react';
import { SitePreferencesTrigger } from './site-preferences-trigger.tsx';

const SitePreferencesMenu = lazy(() =>
  import('./site-preferences-menu.tsx').then((module) => ({ default: module.SitePreferencesMenu })),
);

/**
 * Language and theme on the public pages, in one compact button: the menu (Radix DropdownMenu) is
 * downloaded on the first press and opens at once, so an artist's page loads no menu code.
 */
export function SitePreferencesButton() {
  const [loaded, setLoaded] = useState(false);
  const placeholder = <SitePreferencesTrigger aria-expanded={false} onClick={() => setLoaded(true)} />;
  if (!loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SitePreferencesMenu />
    </Suspense>
  );
}
