import { useEffect, useState } from 'react';

export type LaterSteps = typeof import('#web/src/features/booking/components/later-steps.ts');

let loaded: LaterSteps | undefined;
let loading: Promise<LaterSteps> | undefined;

/** Loads the form's later steps once (again after a failed try). */
function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= import('#web/src/features/booking/components/later-steps.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The booking form's later steps and checks (ADR 0106): undefined until loaded, asked for as soon as
 * the form has shown its first step; once loaded, every later render has them at once.
 */
export function useLaterSteps(): LaterSteps | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    loadLaterSteps().then(
      (later) => {
        if (mounted) setModule(later);
      },
      // A chunk that cannot load reloads the page (asset-reload.ts); the type step stays usable meanwhile.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [module]);
  return module;
}
