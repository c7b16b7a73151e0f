import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RuntimeConfig, runtimeConfig } from '#shared/config/runtime-config.ts';

/**
 * `config.json` of the local stage: Cognito through the gateway's `/cognito` (same origin) with
 * USER_PASSWORD_AUTH (the stand-in has no SRP), Google and Apple through the local hosted UI
 * stand-in when it runs (ADR 0056), the API at `/api`.
 */
export function localRuntimeConfig(input: {
  appOrigin: string;
  userPoolId: string;
  userPoolClientId: string;
  buildId: string;
  /** The hosted UI stand-in's `<host>:<port>`; none: no social sign-in. */
  oauthDomain?: string | undefined;
  features?: Record<string, boolean>;
}): RuntimeConfig {
  return runtimeConfig.parse({
    stage: 'local',
    apiBaseUrl: '/api',
    buildId: input.buildId,
    cognito: {
      userPoolId: input.userPoolId,
      userPoolClientId: input.userPoolClientId,
      endpoint: `${input.appOrigin}/cognito`,
      authFlowType: 'USER_PASSWORD_AUTH',
      ...(input.oauthDomain && { oauthDomain: input.oauthDomain }),
      socialProviders: input.oauthDomain ? ['Google', 'SignInWithApple'] : [],
    },
    features: input.features ?? {},
  });
}

/** The build id the SPA build wrote to `build.json` (`{ "buildId": ... }`), else `dev`. */
export function readBuildId(distDir: string): string {
  try {
    const build = JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8')) as { buildId?: unknown };
    return typeof build.buildId === 'string' && build.buildId ? build.buildId : 'dev';
  } catch {
    return 'dev';
  }
}
