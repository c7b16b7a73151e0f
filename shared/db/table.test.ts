import { describe, expect, it } from 'vitest';
import { createTableInput, tableDefinition } from './table.ts';

describe('the table definition derived from the entities', () => {
  it('uses pk/sk and the GSIs the entities declare, with the TTL attribute', () => {
    expect(tableDefinition()).toEqual({
      partitionKey: 'pk',
      sortKey: 'sk',
      globalIndexes: [
        { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
        { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
      ],
      timeToLiveAttribute: 'expiresAt',
    });
  });

  it('builds a CreateTable input with every key attribute defined once and the stream on', () => {
    const input = createTableInput('t');
    const names = input.AttributeDefinitions.map((a) => a.AttributeName);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'pk', 'sk']);
    expect(input.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });
});
