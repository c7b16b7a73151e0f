/**
 * The single table's key layout, derived from the entity index definitions so that CDK,
 * the local cloud and ElectroDB can never disagree about attribute or index names.
 */
import { entities } from '#shared/db/entity-table.ts';

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  globalIndexes: { indexName: string; partitionKey: string; sortKey: string }[];
  timeToLiveAttribute: string;
}

interface IndexSchema {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

export const TTL_ATTRIBUTE = 'expiresAt';

export function tableDefinition(): TableDefinition {
  let partitionKey: string | undefined;
  let sortKey: string | undefined;
  const globals = new Map<string, { partitionKey: string; sortKey: string }>();
  for (const entity of Object.values(entities)) {
    const indexes = (entity.schema as unknown as { indexes: Record<string, IndexSchema> }).indexes;
    for (const [accessPattern, idx] of Object.entries(indexes)) {
      const pk = idx.pk.field;
      const sk = idx.sk?.field;
      if (!sk)
        throw new Error(`index ${accessPattern} of ${entity.schema.model.entity} needs a sort key field`);
      if (idx.index === undefined) {
        if ((partitionKey && partitionKey !== pk) || (sortKey && sortKey !== sk)) {
          throw new Error(`entity ${entity.schema.model.entity} uses another primary key layout`);
        }
        partitionKey = pk;
        sortKey = sk;
        continue;
      }
      const known = globals.get(idx.index);
      if (known && (known.partitionKey !== pk || known.sortKey !== sk)) {
        throw new Error(
          `index ${idx.index} is declared with different fields by ${entity.schema.model.entity}`,
        );
      }
      globals.set(idx.index, { partitionKey: pk, sortKey: sk });
    }
  }
  if (!partitionKey || !sortKey) throw new Error('no entity declares the primary index');
  return {
    partitionKey,
    sortKey,
    globalIndexes: [...globals.entries()]
      .map(([indexName, keys]) => ({ indexName, ...keys }))
      .sort((a, b) => a.indexName.localeCompare(b.indexName)),
    timeToLiveAttribute: TTL_ATTRIBUTE,
  };
}

/** CreateTable input for DynamoDB Local and tests (CDK builds the same from `tableDefinition`). */
export function createTableInput(tableName: string) {
  const def = tableDefinition();
  const attributeNames = new Set<string>([def.partitionKey, def.sortKey]);
  for (const g of def.globalIndexes) {
    attributeNames.add(g.partitionKey);
    attributeNames.add(g.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributeNames].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: def.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: def.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: def.globalIndexes.map((g) => ({
      IndexName: g.indexName,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' as const },
  };
}
