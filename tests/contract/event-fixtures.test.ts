import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAIL_TYPES } from '#events/event-versions.ts';
import { eventRegistry } from '#events/registry.ts';

const fixturesDir = join(import.meta.dirname, '../../events/fixtures');

/**
 * Every published version of every event keeps a fixture, and the current schema must still parse
 * them all: schemas only grow by optional fields, so consumers never break on an older producer.
 */
describe.each(DETAIL_TYPES)('%s', (detailType) => {
  const definition = eventRegistry[detailType];

  it('has a fixture for every version up to the current one', () => {
    for (let version = 1; version <= definition.version; version++) {
      expect(existsSync(join(fixturesDir, detailType, `v${version}.json`)), `v${version}`).toBe(true);
    }
  });

  const files = existsSync(join(fixturesDir, detailType)) ? readdirSync(join(fixturesDir, detailType)) : [];
  it.each(files)('the current schema parses fixture %s', (file) => {
    const fixture = JSON.parse(readFileSync(join(fixturesDir, detailType, file), 'utf8'));
    const parsed = definition.envelope.safeParse(fixture);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(fixture.metadata.version).toBe(Number(file.match(/^v(\d+)\.json$/)?.[1]));
  });
});

describe('fixtures folder', () => {
  it('holds no fixture of an event the registry does not know', () => {
    for (const folder of readdirSync(fixturesDir)) expect(DETAIL_TYPES).toContain(folder);
  });
});
