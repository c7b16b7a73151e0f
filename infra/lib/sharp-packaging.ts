import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { repoPath } from './paths.ts';

/**
 * sharp on Lambda (ADR 0014): the function runs on x86_64, and the packages sharp loads at run time,
 * prebuilt for Linux x64 with glibc (Amazon Linux 2023), are copied from this checkout's
 * `node_modules` beside the bundle. Nothing is downloaded at synth: `npm ci` on a Linux x64 machine
 * (CI) already installed them.
 */
export const SHARP_RUNTIME_PACKAGES = [
  'sharp',
  '@img/colour',
  'detect-libc',
  'semver',
  '@img/sharp-linux-x64',
  '@img/sharp-libvips-linux-x64',
] as const;

function version(pkg: string): string | undefined {
  const manifest = repoPath(join('node_modules', pkg, 'package.json'));
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** `sharp@0.35.5,@img/colour@1.1.0,...`, or the missing packages. */
function sharpPackages() {
  const found = SHARP_RUNTIME_PACKAGES.map((pkg) => ({ pkg, version: version(pkg) }));
  return {
    missing: found.filter((entry) => !entry.version).map((entry) => entry.pkg),
    fingerprint: found.map((entry) => `${entry.pkg}@${entry.version ?? 'missing'}`).join(','),
  };
}

/** Copies the runtime packages into the bundle's `node_modules` (run by CDK's local bundling, bash). */
export const sharpCommandHooks: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) => {
    const { missing } = sharpPackages();
    if (missing.length > 0) {
      throw new Error(
        `The upload processor needs sharp's Linux x64 packages (${missing.join(', ')}). ` +
          'Synthesize on Linux x64 after `npm ci`, or add them with ' +
          '`npm install --no-save --os=linux --cpu=x64 --libc=glibc sharp` (see docs/decisions/0014).',
      );
    }
    return [
      `mkdir -p "${outputDir}/node_modules/@img"`,
      ...SHARP_RUNTIME_PACKAGES.map(
        (pkg) => `cp -RL "${inputDir}/node_modules/${pkg}" "${outputDir}/node_modules/${pkg}"`,
      ),
    ];
  },
};

/** The AppFunction `nativeModules` of a function that imports sharp. */
export function sharpNativeModules() {
  return {
    externalModules: ['sharp'],
    commandHooks: sharpCommandHooks,
    hash: sharpPackages().fingerprint,
  };
}
