import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { entities } from '#shared/db/entity-table.ts';
import { eventVersionsAlias } from './event-versions.ts';
import { REPO_ROOT, repoPath } from './paths.ts';

/**
 * A function's bundle builds its table service over the entities its own code names, not over every
 * entity of the table (ADR 0105): the table's module is replaced, in that bundle only, by one that
 * imports those entities. Unbundled code (the local cloud, the tests) keeps the whole table.
 *
 * An entity is named by its key: a property (`db.entities.booking`, `entities.outboxEvent`), a key of
 * a destructuring (a transaction's `({ booking: bookings, outboxEvent })`) or a string literal
 * (`entities[entity]` with `entity: 'drawDue' | 'openingStartDue'`). Common words (`client`,
 * `image`) are kept wherever the code uses them as keys: a bundle may carry an entity it never
 * reads, never miss one it does. `entity-subset.test.ts` holds the sources to that rule.
 * A collection named (`db.collections.artistPage`) brings every entity of it: its query returns the
 * items of the service's entities only, and a reader may take them all (the data export).
 */
const TABLE_MODULE = '#shared/db/entity-table.ts';
const TABLE_FILE = 'shared/db/entity-table.ts';
/** Where the subsets are written, one file per content (CDK's esbuild reads them from there). */
const SUBSET_DIR = 'node_modules/.cache/inkslot-entities';
const API_MESSAGES_MODULE = '#shared/i18n/api-messages.ts';

interface TableEntry {
  /** The key handlers name the entity by. */
  key: string;
  /** The entity's export and the repository file that exports it. */
  exportName: string;
  file: string;
}

/** The entity table, read from its source: each key with the module and export of its entity. */
export function entityTable(source = readFileSync(repoPath(TABLE_FILE), 'utf8')): TableEntry[] {
  const modules = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'#shared\/([^']+)'/g)) {
    for (const name of (names as string).split(',').map((part) => part.trim()))
      if (name) modules.set(name, `shared/${from}`);
  }
  const body = source.split('export const entities = {')[1]?.split('};')[0] ?? '';
  return [...body.matchAll(/^\s*(\w+):\s*(\w+),?\s*$/gm)].map(([, key, exportName]) => {
    const file = modules.get(exportName as string);
    if (!file) throw new Error(`${TABLE_FILE}: ${key} names ${exportName}, which no import gives`);
    return { key: key as string, exportName: exportName as string, file };
  });
}

/** The entities of each collection of the table, by key. */
function collections(): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const [key, entity] of Object.entries(entities)) {
    const indexes = Object.values(entity.schema.indexes) as { collection?: string | string[] }[];
    for (const collection of indexes.flatMap(({ collection }) => collection ?? []))
      members.set(collection, [...(members.get(collection) ?? []), key]);
  }
  return members;
}

/**
 * The keys among `keys` that some code names as an entity could be named (see above), and the
 * members of each collection it names.
 */
export function namedEntityKeys(
  code: string,
  keys: readonly string[],
  members: ReadonlyMap<string, readonly string[]> = collections(),
): Set<string> {
  const named = new Set(
    keys.filter((key) =>
      new RegExp(
        `\\.${key}(?![\\w$])|(?<![\\w$.])${key}\\s*(?:[:,}=]|\\))|(?:[{,(]\\s*)${key}(?![\\w$])|['"\`]${key}['"\`]`,
      ).test(code),
    ),
  );
  for (const [collection, of] of members) {
    if (new RegExp(`\\.${collection}(?![\\w$])`).test(code)) for (const key of of) named.add(key);
  }
  return named;
}

const STUBS = {
  table: `${SUBSET_DIR}/none.js`,
  messages: `${SUBSET_DIR}/no-messages.js`,
};

/**
 * An entry's own code once tree-shaken, its packages left out, the entity table and messages stubbed,
 * the event versions written out.
 */
function entryCode(entry: string): string {
  if (!existsSync(repoPath(STUBS.table))) writeAtomically(STUBS.table, 'export const entities = {};\n');
  if (!existsSync(repoPath(STUBS.messages)))
    writeAtomically(STUBS.messages, 'export const apiMessages = {};\n');
  const result = buildSync({
    entryPoints: [entry],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: {
      [TABLE_MODULE]: `./${STUBS.table}`,
      [API_MESSAGES_MODULE]: `./${STUBS.messages}`,
      // As in the bundle: the event versions, not the registry's schemas (whose keys name no entity).
      ...eventVersionsAlias(),
    },
    legalComments: 'none',
    outfile: 'entities.mjs',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A file of the repository written aside, then renamed: a process bundling at once never reads half. */
function writeAtomically(file: string, text: string) {
  mkdirSync(repoPath(SUBSET_DIR), { recursive: true });
  const partial = `${repoPath(file)}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, repoPath(file));
}

/** The module that stands for the table in a bundle: the entries named, from their own files. */
export function subsetModule(entries: readonly TableEntry[]): string {
  const imports = entries.map(
    ({ exportName, file }) => `import { ${exportName} } from ${JSON.stringify(repoPath(file))};`,
  );
  const table = entries.map(({ key, exportName }) => `  ${key}: ${exportName},`);
  return `${imports.join('\n')}\nexport const entities = {\n${table.join('\n')}\n};\n`;
}

const aliases = new Map<string, { alias: Record<string, string>; keys: string[] }>();

/**
 * The alias that gives an entry's bundle the entities its code names, and their keys (an entry that
 * never reaches the table gets an alias it does not use). Once per entry and process.
 */
export function entitySubset(entry: string): { alias: Record<string, string>; keys: string[] } {
  const known = aliases.get(entry);
  if (known) return known;
  const table = entityTable();
  const named = namedEntityKeys(
    entryCode(entry),
    table.map(({ key }) => key),
  );
  const entries = table.filter(({ key }) => named.has(key));
  const module = subsetModule(entries);
  const file = `${SUBSET_DIR}/${createHash('sha256').update(module).digest('hex').slice(0, 16)}.js`;
  if (!existsSync(repoPath(file))) writeAtomically(file, module);
  const subset = { alias: { [TABLE_MODULE]: `./${file}` }, keys: entries.map(({ key }) => key) };
  aliases.set(entry, subset);
  return subset;
}
