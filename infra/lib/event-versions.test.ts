import { describe, expect, it } from 'vitest';
import { EVENT_DEFINITIONS } from '#events/registry.ts';
import { eventVersionsAlias } from './event-versions.ts';
import { repoPath } from './paths.ts';

describe('the event versions a bundle carries in place of the registry (ADR 0105)', () => {
  it('are the registry’s detail types and versions, written out', async () => {
    const [file] = Object.values(eventVersionsAlias());
    const written = (await import(repoPath(file ?? ''))) as {
      EVENT_VERSIONS: Record<string, number>;
      DETAIL_TYPES: string[];
    };
    expect(written.DETAIL_TYPES).toEqual(EVENT_DEFINITIONS.map((definition) => definition.detailType));
    for (const definition of EVENT_DEFINITIONS)
      expect(written.EVENT_VERSIONS[definition.detailType], definition.detailType).toBe(definition.version);
  });
});
