import { dirname, resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

type Exports = Record<string, unknown>;

/** The modules whose strings are inlined: the route table's zod-free half and the SPA's paths (ADR 0075). */
const TABLES = /\/(shared\/api\/endpoints\/[\w-]+|web\/src\/app\/paths)\.ts$/;

/** `import * as bookingsEndpoints from '…';` or `import { appPaths, pathTo } from '…';`, one a line. */
const IMPORT = /^import (?:\* as (\w+)|\{ ([\w$, ]+) \}) from '([^']+)';$/gm;

/** The longest `.a.b` of `chain` that leads from `value` to a string, and that string. */
function stringAt(value: unknown, chain: string): { length: number; text: string } | undefined {
  let current = value;
  let length = 0;
  for (const key of chain.slice(1).split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Exports)[key];
    length += key.length + 1;
    if (typeof current === 'string') return { length, text: current };
  }
  return undefined;
}

/**
 * `pathTo("/:pseudo/flashs/:id", { pseudo, id: flash.flashId })` as the template literal it fills
 * (`/${encodeURIComponent(pseudo)}/flashs/${encodeURIComponent(flash.flashId)}`), when each value is a
 * name, a member or a plain string, and an optional parameter is left out or a plain string (a name
 * could be undefined, which `pathTo` drops at run time). Any other call is left as it is.
 */
function filledPath(pattern: string, props: string): string | undefined {
  if (!/^[\w/:?-]*$/.test(pattern)) return undefined;
  const values = new Map<string, string>();
  for (const prop of props
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = /^(\w+)(?:: ([\w$.]+|'[^'\\`$]*'))?$/.exec(prop);
    if (!match) return undefined;
    const [, key = '', value = key] = match;
    values.set(key, value);
  }
  let complete = true;
  const template = pattern.replace(/\/:(\w+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = values.get(name);
    const literal = value?.startsWith("'");
    if (value === undefined || (optional && !literal)) {
      complete &&= Boolean(optional) && value === undefined;
      return '';
    }
    return literal ? `/${encodeURIComponent(value.slice(1, -1))}` : `/\${encodeURIComponent(${value})}`;
  });
  return complete ? `\`${template}\`` : undefined;
}

/**
 * Writes each read of a string of a path module (`bookingsEndpoints.getMyToday.path`,
 * `appPaths.settings`) as the string itself, and each `pathTo` of a written pattern as the template
 * literal it fills (`filledPath`), and drops the imported names nothing else reads (the
 * whole import when none is left). `load` gives a module's exports by its absolute file name,
 * `resolveFile` the file an import names (by default, a relative one).
 */
export async function inlinePathReads(
  code: string,
  id: string,
  load: (file: string) => Promise<Exports>,
  resolveFile: (specifier: string) => Promise<string | undefined> = async (specifier) =>
    specifier.startsWith('.') ? resolve(dirname(id), specifier) : undefined,
): Promise<string> {
  let result = code;
  for (const [statement, namespace, names, specifier = ''] of code.matchAll(IMPORT)) {
    if (!/\/endpoints\/[\w-]+\.ts$|\/paths\.ts$/.test(specifier)) continue;
    const file = await resolveFile(specifier);
    if (!file || !TABLES.test(file)) continue;
    const exports = await load(file);
    const bindings = namespace
      ? [{ imported: '*', local: namespace, value: exports as unknown }]
      : (names as string).split(',').map((name) => {
          const [imported = '', local = imported] = name.trim().split(/\s+as\s+/);
          return { imported, local, value: exports[imported] };
        });
    for (const { local, value } of bindings) {
      const reads = new RegExp(`(?<![\\w$.])${local.replace('$', '\\$')}((?:\\.[\\w$]+)+)`, 'g');
      result = result.replace(reads, (read, chain: string) => {
        const found = stringAt(value, chain);
        const first = chain.split('.')[1] as string;
        if (typeof value === 'object' && value !== null && !Object.hasOwn(value, first)) {
          throw new Error(`${id}: ${file} has no ${read}`);
        }
        return found ? JSON.stringify(found.text) + chain.slice(found.length) : read;
      });
    }
    const filler = bindings.find(({ imported }) => imported === 'pathTo');
    if (filler) {
      const calls = new RegExp(
        `(?<![\\w$.])${filler.local}\\("([^"]*)", \\{([^{}()\`'"]*(?:'[^']*'[^{}()\`'"]*)*)\\}\\)`,
        'g',
      );
      result = result.replace(
        calls,
        (call, pattern: string, props: string) => filledPath(pattern, props) ?? call,
      );
    }
    const rest = result.replace(statement, '');
    const kept = bindings.filter(({ local }) =>
      new RegExp(`(?<![\\w$.])${local.replace('$', '\\$')}\\b`).test(rest),
    );
    const replacement =
      kept.length === 0
        ? '' // an empty line in its place: the lines after stay where the source map says
        : namespace
          ? statement
          : `import { ${kept.map(({ imported, local }) => (imported === local ? local : `${imported} as ${local}`)).join(', ')} } from '${specifier}';`;
    result = result.replace(statement, replacement);
  }
  return result;
}

/**
 * The SPA reads each API path from the route table's zod-free half (`shared/api/endpoints/<feature>.ts`)
 * and each of its own paths from `web/src/app/paths.ts` (ADR 0075). In a build, each read becomes the
 * string itself: a page carries the few paths it uses, not the objects of a whole file (an endpoint's
 * method, caller and group, every path of an area), nor a chunk shared with the pages that read another.
 */
export function inlinePaths(): Plugin {
  const modules = new Map<string, Promise<Exports>>();
  const load = (file: string) => {
    let module = modules.get(file);
    if (!module) {
      module = runnerImport<Exports>(file).then(({ module: exports }) => exports);
      modules.set(file, module);
    }
    return module;
  };
  return {
    name: 'inkslot-inline-paths',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      modules.clear();
    },
    transform: {
      filter: { id: /\/web\/src\/.*\.tsx?$/ },
      async handler(code, id) {
        if (!code.includes('shared/api/endpoints/') && !code.includes('/paths.ts')) return undefined;
        // Vite's resolver: relative specifiers and the `#shared/...`, `#web/...` aliases alike.
        const resolveFile = async (specifier: string) => (await this.resolve(specifier, id))?.id;
        const result = await inlinePathReads(code, id, load, resolveFile);
        return result === code ? undefined : { code: result, map: null };
      },
    },
  };
}
