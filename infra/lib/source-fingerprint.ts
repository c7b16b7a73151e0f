import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, repoPath } from './paths.ts';

/** Everything a function bundle can be made of: the server-side source trees and the locked deps. */
const SOURCE_DIRS = ['shared', 'events', 'functions'];
const SOURCE_FILES = ['package-lock.json', 'tsconfig.json', 'node_modules/esbuild/package.json'];
const SKIP = /(^|\/)(node_modules|fixtures)(\/|$)|\.test\.tsx?$/;

let fingerprint: string | undefined;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIP.test(relative(REPO_ROOT, path))) return [];
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * A hash of every file a Lambda bundle can contain. Used as the bundles' asset hash, so a synth with
 * unchanged sources reuses the bundles already in `cdk.out` instead of running esbuild again
 * (any change to these files re-bundles every function: coarse, but never stale).
 */
function sourceFingerprint() {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => listFiles(repoPath(dir))),
    ...SOURCE_FILES.map(repoPath),
  ].sort();
  for (const file of files) {
    hash.update(relative(REPO_ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/** The asset hash of one function: the sources, the entry and the bundling options. */
export function bundleHash(entry: string, options: unknown) {
  return createHash('sha256')
    .update(sourceFingerprint())
    .update(entry)
    .update(JSON.stringify(options))
    .digest('hex');
}
