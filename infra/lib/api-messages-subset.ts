import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { apiMessages } from '#shared/i18n/api-messages.ts';
import type { MessageTree } from '#shared/i18n/define-messages.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { REPO_ROOT, repoPath } from './paths.ts';

/**
 * A function's bundle carries the API's messages its own code names, not the ~90 error messages and
 * ~200 validation messages of the whole API in three languages (ADR 0091). The names are literals
 * by convention (`new ApiError(409, 'slot_taken')`, `{ error: 'validation.profile.bioTooLong' }`), or
 * a template under a section (`validation.lifecycle.${problem}`: that whole section), which
 * `api-messages-subset.test.ts` holds every source to.
 */
const API_MESSAGES_MODULE = '#shared/i18n/api-messages.ts';
/** Where the subsets are written, one file per content (CDK's esbuild reads them from there). */
const SUBSET_DIR = 'node_modules/.cache/inkslot-api-messages';

export interface ApiMessageNames {
  /** Error codes (`errors.<code>`). */
  codes: Set<string>;
  /** Paths under `validation.`: a message, or a section whose messages a template picks among. */
  validation: Set<string>;
}

const ERROR_CODES: ReadonlySet<string> = new Set(Object.keys(apiMessages.errors.fr));

/** The API messages that code names. */
export function namedApiMessages(texts: readonly string[]): ApiMessageNames {
  const names: ApiMessageNames = { codes: new Set(), validation: new Set() };
  for (const text of texts) {
    for (const [, word] of text.matchAll(/['"`](?:errors\.)?([a-z][a-z0-9_]*)['"`]/g)) {
      if (ERROR_CODES.has(word as string)) names.codes.add(word as string);
    }
    for (const [, path] of text.matchAll(/['"`]validation\.([A-Za-z0-9_.]*[A-Za-z0-9_])(?=['"`]|\.\$\{)/g)) {
      names.validation.add(path as string);
    }
  }
  return names;
}

/** The subtree or message at a dotted path of `source`, copied into `target` (nothing if absent). */
function copyPath(source: MessageTree, target: MessageTree, path: readonly string[]) {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const value = source[head];
  if (value === undefined) return;
  if (rest.length === 0 || typeof value === 'string') {
    target[head] = value;
    return;
  }
  const next = typeof target[head] === 'object' ? (target[head] as MessageTree) : {};
  target[head] = next;
  copyPath(value, next, rest);
}

/** `apiMessages` with only the named messages, in every language. */
export function pickApiMessages(names: ApiMessageNames): typeof apiMessages {
  const pick = (byLocale: Record<Locale, MessageTree>, paths: Iterable<string>) =>
    Object.fromEntries(
      LOCALES.map((locale) => {
        const picked: MessageTree = {};
        for (const path of paths) copyPath(byLocale[locale], picked, path.split('.'));
        return [locale, picked];
      }),
    );
  return {
    validation: pick(apiMessages.validation, names.validation),
    errors: pick(apiMessages.errors, names.codes),
  } as unknown as typeof apiMessages;
}

const STUB = `${SUBSET_DIR}/none.js`;

/**
 * What an entry's bundle keeps of the repository's code once tree-shaken (its packages left out, the
 * API's messages stubbed), and whether it translates the API's messages at all.
 */
export function bundledCode(entry: string): { code: string; translates: boolean } {
  if (!existsSync(repoPath(STUB))) writeAtomically(STUB, 'export const apiMessages = {};\n');
  const result = buildSync({
    entryPoints: [entry],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { [API_MESSAGES_MODULE]: `./${STUB}` },
    legalComments: 'none',
    outfile: 'names.mjs',
    logLevel: 'silent',
  });
  return {
    code: result.outputFiles[0]?.text ?? '',
    // By its end: with `node_modules` a symlink (a git worktree), esbuild names the stub by its real path.
    translates: Object.keys(result.metafile.inputs).some((input) =>
      input.endsWith(STUB.replace(/^.*node_modules\//, '')),
    ),
  };
}

/** A file of the repository written aside, then renamed: a process bundling at once never reads half. */
function writeAtomically(file: string, text: string) {
  mkdirSync(repoPath(SUBSET_DIR), { recursive: true });
  const partial = `${repoPath(file)}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, repoPath(file));
}

const aliases = new Map<string, Record<string, string>>();

/**
 * The alias that gives an entry's bundle only the API messages its sources name, written as a module
 * of its own; none if the entry does not translate them. Once per entry and process.
 */
export function apiMessagesAlias(entry: string): Record<string, string> {
  const known = aliases.get(entry);
  if (known) return known;
  const { code, translates } = bundledCode(entry);
  let alias: Record<string, string> = {};
  if (translates) {
    const module = `export const apiMessages = ${JSON.stringify(pickApiMessages(namedApiMessages([code])))};\n`;
    const file = `${SUBSET_DIR}/${createHash('sha256').update(module).digest('hex').slice(0, 16)}.js`;
    if (!existsSync(repoPath(file))) writeAtomically(file, module);
    alias = { [API_MESSAGES_MODULE]: `./${file}` };
  }
  aliases.set(entry, alias);
  return alias;
}
