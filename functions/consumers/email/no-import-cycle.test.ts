import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, importTarget } from '#scripts/lint/import-specifiers.ts';

/**
 * The emails' modules import each other in no circle (issue 29, item 8): letters are data over their
 * event's payload, and what they share are blocks and values, never a call back into a letter or
 * into the planner that lists them. Type-only imports count: a circle of types is still a circle.
 * (dependency-cruiser parses no TypeScript 7, so the imports are read here.)
 */
const FOLDERS = ['functions/consumers/email', 'functions/lib/email'];

const modules = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name)),
);

/** A module's imports (static, type-only, side-effect and re-exports) within the folders. */
function importsOf(file: string, source: string): string[] {
  return importSpecifiers(source, 'static')
    .map((specifier) => importTarget(file, specifier))
    .filter((path): path is string => path !== undefined && modules.includes(path));
}

/** Every circle of the graph, each once, as the path that closes it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('the emails import no circle', () => {
  it('finds the circle it is shown', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    const a = 'functions/consumers/email/a.ts';
    expect(
      importsOf(a, "import type { A } from './plan-emails.ts';\nimport '../../lib/email/render-email.ts';"),
    ).toEqual(['functions/consumers/email/plan-emails.ts', 'functions/lib/email/render-email.ts']);
  });

  it('finds no cycle in functions/consumers/email and functions/lib/email', () => {
    const graph = new Map(modules.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
    expect([...graph.values()].flat().length, 'the modules import each other').toBeGreaterThan(10);
    expect(cycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
