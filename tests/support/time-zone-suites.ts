import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The unit suites worth running again under another process time zone (ADR 0079): those whose
 * imports, followed through the repository, reach code that reads the process's zone: a local
 * Date getter or setter, a Date built from local parts, or Intl and `toLocale…String` without an
 * explicit zone. Found from the code on each run, so a new suite or a new reader needs no list.
 */

/** Calls that answer differently in another process time zone. */
const READS_PROCESS_ZONE =
  /\.(get|set)(Hours|Minutes|Date|Day|Month|FullYear|TimezoneOffset)\(|DateTimeFormat|toLocale(Date|Time)?String\(|new Date\(\s*[\w.]+\s*,/;
/** Relative imports and re-exports, static or dynamic. */
const RELATIVE_IMPORT = /(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const SOURCE_ROOTS = ['shared', 'events', 'functions', 'scripts', 'infra'];

function filesUnder(root: string, dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(root, path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The unit test files (relative to `root`) that reach a reader of the process's time zone. */
export function timeZoneSensitiveSuites(root: string): string[] {
  // Who imports whom, reversed: from each reader back to every file that reaches it.
  const importers = new Map<string, string[]>();
  const reached: string[] = [];
  for (const file of SOURCE_ROOTS.flatMap((dir) => filesUnder(root, dir))) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!file.endsWith('.test.ts') && READS_PROCESS_ZONE.test(text)) reached.push(file);
    for (const [, target] of text.matchAll(RELATIVE_IMPORT)) {
      const imported = relative('.', normalize(join(dirname(file), target ?? '')));
      importers.set(imported, [...(importers.get(imported) ?? []), file]);
    }
  }
  const seen = new Set(reached);
  for (let index = 0; index < reached.length; index++) {
    for (const importer of importers.get(reached[index] ?? '') ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        reached.push(importer);
      }
    }
  }
  return [...seen].filter((file) => file.endsWith('.test.ts')).sort();
}
