import { useCallback, useState } from 'react';

const STORAGE_KEY = 'inkslot.requests.shortcuts';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether the stack's single-key shortcuts are on (the default), remembered on this browser. */
export function useShortcutPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  const update = useCallback((next: boolean) => {
    setOn(next);
    try {
      if (next) globalThis.localStorage?.removeItem(STORAGE_KEY);
      else globalThis.localStorage?.setItem(STORAGE_KEY, 'off');
    } catch {
      // Private browsing without storage: the choice lasts for this page only.
    }
  }, []);
  return [on, update];
}
