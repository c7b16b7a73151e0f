/** Spec section 9: the outdated-build check runs every 3,600,000 ms. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const BUILD_INFO_PATH = '/build.json';
/**
 * The update banner and the app's worker (`app-worker.ts`, ADR 0099) agree through `window` events,
 * so that the pages without the worker carry none of its code: the banner says a new build was
 * found and asks for the reload (a worker that takes them over cancels them); the worker says when
 * its new build waits for the reload.
 */
export const NEW_BUILD_EVENT = 'inkslot:new-build';
export const APPLY_UPDATE_EVENT = 'inkslot:apply-update';
export const UPDATE_READY_EVENT = 'inkslot:update-ready';

/** The id of the running build, compiled in by `web/build-info.ts`. */
const RUNNING_BUILD_ID = __INKSLOT_BUILD_ID__;

/** Fetches the deployed build's id; null when it cannot be read (offline, no file). */
async function fetchDeployedBuildId(fetchFn: typeof fetch = globalThis.fetch): Promise<string | null> {
  try {
    const response = await fetchFn(BUILD_INFO_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && body.buildId ? body.buildId : null;
  } catch {
    return null;
  }
}

interface BuildCheckOptions {
  runningBuildId?: string;
  intervalMs?: number;
  fetch?: typeof fetch;
  /** Called once, when the deployed build differs from the running one. */
  onNewBuild: (buildId: string) => void;
}

/** Checks every hour whether a newer build is deployed; returns a function that stops it. */
export function startBuildCheck(options: BuildCheckOptions): () => void {
  const running = options.runningBuildId ?? RUNNING_BUILD_ID;
  let stopped = false;
  const timer = setInterval(async () => {
    const deployed = await fetchDeployedBuildId(options.fetch);
    if (stopped || !deployed || deployed === running) return;
    stop();
    options.onNewBuild(deployed);
  }, options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}
