import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A source file's most lines (issue 29): past it, split the file by what it holds. Tests aside. */
const MAX_LINES = 600;

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.css', '*.html'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && !/(^tests\/|\.test\.tsx?$|\.spec\.ts$|\.d\.ts$)/.test(path));

describe('the source files', () => {
  it(`are each under ${MAX_LINES} lines (tests aside)`, () => {
    expect(sources.length).toBeGreaterThan(500);
    const long = sources
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines >= MAX_LINES);
    expect(long).toEqual([]);
  });
});
