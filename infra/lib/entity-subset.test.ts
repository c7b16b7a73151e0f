import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entities } from '#shared/db/entity-table.ts';
import { entitySubset, entityTable, namedEntityKeys, subsetModule } from './entity-subset.ts';
import { REPO_ROOT, repoPath } from './paths.ts';

function sourcesUnder(dir: string): string[] {
  return readdirSync(repoPath(dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)));
}

/** Where a source reaches an entity by a computed key that is not a parameter of literal keys. */
function computedEntityKeys(code: string): string[] {
  return [...code.matchAll(/\bentities\s*\[\s*([^\]]+)\]/g)].flatMap(([match, index]) => {
    const name = (index as string).trim();
    if (/^['"`]\w+['"`]$/.test(name)) return [];
    // A parameter typed as a union of literals: the callers name the entity as a string literal.
    const literals = new RegExp(`\\b${name}\\s*:\\s*'\\w+'(\\s*\\|\\s*'\\w+')*\\s*[,)]`);
    return literals.test(code) ? [] : [match];
  });
}

describe('the entities a bundle carries (ADR 0105)', () => {
  it('are read from the table’s source as the table is at run time', async () => {
    const table = entityTable();
    expect(table.map(({ key }) => key)).toEqual(Object.keys(entities));
    for (const { key, exportName, file } of table) {
      const module = (await import(repoPath(file))) as Record<string, unknown>;
      expect(module[exportName], key).toBe(entities[key as keyof typeof entities]);
    }
    expect(subsetModule(table.filter(({ key }) => key === 'artist'))).toContain(
      `import { ArtistEntity } from ${JSON.stringify(repoPath('shared/db/entities/artist.ts'))};`,
    );
  });

  it('are those the code names as a property, a destructured key or a literal, and their collections', () => {
    const keys = ['booking', 'outboxEvent', 'drawDue', 'slotHold', 'consent', 'artist', 'flash'];
    const members = new Map([['artistPage', ['artist', 'flash']]]);
    const named = (code: string) => [...namedEntityKeys(code, keys, members)].sort();
    expect(named('db.entities.booking.get({ id })')).toEqual(['booking']);
    expect(named('db.transaction.write(({ booking: bookings, outboxEvent }) => [])')).toEqual([
      'booking',
      'outboxEvent',
    ]);
    expect(named("markOpeningDueDone('drawDue', item, now)")).toEqual(['drawDue']);
    expect(named('db.collections.artistPage({ artistId })')).toEqual(['artist', 'flash']);
    // A longer name is not its prefix's entity.
    expect(named('db.entities.slotHolds; consentForm.get(); bookingRequest')).toEqual([]);
  });

  it('come from what the bundle keeps', () => {
    const relay = entitySubset('functions/outbox/relay-outbox.ts').keys;
    expect(relay.length).toBeLessThan(4);
    const requests = entitySubset('functions/http/requests/index.ts').keys;
    for (const key of ['unconfirmedRequest', 'slotHold', 'outboxEvent', 'bookingRequest'])
      expect(requests).toContain(key);
    expect(requests).not.toContain('suggestionVote');
    expect(requests.length).toBeLessThan(Object.keys(entities).length / 2);
  });

  it('are named by a key every source writes, so none is left out of a bundle', () => {
    const files = ['functions', 'shared', 'events'].flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(300);
    const computed = files.flatMap((file) =>
      computedEntityKeys(readFileSync(repoPath(file), 'utf8')).map((match) => `${file}: ${match}`),
    );
    expect(computed).toEqual([]);
    expect(computedEntityKeys('db.entities[kind].get(keys)')).toHaveLength(1);
    expect(
      computedEntityKeys("function f(entity: 'drawDue' | 'openingStartDue') { db.entities[entity] }"),
    ).toEqual([]);
  });
});
