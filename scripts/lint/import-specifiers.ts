/**
 * What a TypeScript source imports, read as text (the tests that check the import graph: the emails'
 * circle, the public pages' bundles, the catalogues' keys). TypeScript 7 has no JS API to ask instead.
 */

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*'([^']+)'|(?:^|[\s;])import\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

/**
 * Every module specifier of a source: static, type-only, side-effect and re-exports, and dynamic
 * imports unless `static` only is asked (what loads with the module, not after it).
 */
export function importSpecifiers(source: string, only?: 'static'): string[] {
  return [...source.matchAll(SPECIFIER)]
    .filter((match) => only !== 'static' || match[3] === undefined)
    .map((match) => (match[1] ?? match[2] ?? match[3]) as string);
}

/**
 * The repository path a specifier of the file `from` (a repository path) names: a relative one
 * resolved from its folder, a `#<folder>/...` alias (package.json `imports`) from the root;
 * undefined for a package.
 */
export function importTarget(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('#')) return specifier.slice(1);
  if (!specifier.startsWith('.')) return undefined;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
