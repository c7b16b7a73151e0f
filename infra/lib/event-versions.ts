import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { EVENT_VERSIONS } from '#events/event-versions.ts';
import { repoPath } from './paths.ts';

const VERSIONS_MODULE = '#events/event-versions.ts';
const SUBSET_DIR = 'node_modules/.cache/inkslot-events';

/** The module that stands for `#events/event-versions.ts` in a bundle: the registry's versions written out. */
function eventVersionsModule(versions: Record<string, number> = EVENT_VERSIONS): string {
  return `export const EVENT_VERSIONS = ${JSON.stringify(versions)};\nexport const DETAIL_TYPES = Object.keys(EVENT_VERSIONS);\n`;
}

let alias: Record<string, string> | undefined;

/**
 * The alias that gives every bundle the event versions as a literal table, computed here from the
 * registry (ADR 0105): a consumer reads envelopes and its rule's detail types without importing the
 * registry, whose every definition builds its zod schemas when it is imported.
 */
export function eventVersionsAlias(): Record<string, string> {
  if (alias) return alias;
  const module = eventVersionsModule();
  const file = `${SUBSET_DIR}/${createHash('sha256').update(module).digest('hex').slice(0, 16)}.js`;
  if (!existsSync(repoPath(file))) {
    mkdirSync(repoPath(SUBSET_DIR), { recursive: true });
    const partial = `${repoPath(file)}.${process.pid}.partial`;
    writeFileSync(partial, module);
    renameSync(partial, repoPath(file));
  }
  alias = { [VERSIONS_MODULE]: `./${file}` };
  return alias;
}
