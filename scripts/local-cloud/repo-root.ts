import { fileURLToPath } from 'node:url';

/** The repository root: handler paths in the route table and registries are relative to it. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
