import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: every module path of the route table and the consumer table is relative to it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function repoPath(relative: string) {
  return join(REPO_ROOT, relative);
}

export function repoFileExists(relative: string) {
  return existsSync(repoPath(relative));
}
