import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

export type { RuntimeConfig };
export const RUNTIME_CONFIG_PATH = '/config.json';

let current: RuntimeConfig | null = null;
/** The one caller waiting for the config (`runtimeConfigLoaded`). */
let onLoaded: (() => void) | undefined;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks `config.json` against the shape of `shared/config/runtime-config.ts` by hand: the zod
 * schema would bring zod into the first download of every page.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const fail = (what: string): never => {
    throw new Error(`invalid ${RUNTIME_CONFIG_PATH}: ${what}`);
  };
  if (!isObject(value)) return fail('not an object');
  const { cognito } = value;
  if (typeof value.apiBaseUrl !== 'string') fail('apiBaseUrl');
  if (typeof value.buildId !== 'string') fail('buildId');
  if (!isObject(cognito)) return fail('cognito');
  if (typeof cognito.userPoolId !== 'string' || typeof cognito.userPoolClientId !== 'string')
    fail('cognito ids');
  if (cognito.authFlowType !== 'USER_SRP_AUTH' && cognito.authFlowType !== 'USER_PASSWORD_AUTH') {
    fail('cognito.authFlowType');
  }
  const socialProviders = Array.isArray(cognito.socialProviders) ? cognito.socialProviders : [];
  return {
    ...(value as unknown as RuntimeConfig),
    cognito: {
      ...(cognito as unknown as RuntimeConfig['cognito']),
      socialProviders: socialProviders.filter(
        (provider): provider is 'Google' | 'SignInWithApple' =>
          provider === 'Google' || provider === 'SignInWithApple',
      ),
    },
    features: isObject(value.features) ? (value.features as Record<string, boolean>) : {},
  };
}

/** Fetches `/config.json` (deployed beside the SPA, so one build serves every stage). */
export async function loadRuntimeConfig(fetchFn: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  const response = await fetchFn(RUNTIME_CONFIG_PATH, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  onLoaded?.();
  return current;
}

/**
 * Resolves once the entry's `loadRuntimeConfig` has the config (never if it fails), for one caller:
 * work that may start as soon as the API's address is known, before the first render.
 */
export function runtimeConfigLoaded(): Promise<void> {
  return current
    ? Promise.resolve()
    : new Promise((resolve) => {
        onLoaded = resolve;
      });
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('the runtime config is not loaded yet');
  return current;
}

/** Sets the config without fetching it (tests). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
