import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput } from '#shared/db/table.ts';

/**
 * Creates the single table from the entities' index definitions if it is missing. A table kept from
 * an earlier `npm start` gets the global indexes that entities declared since, and its stream back.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'kept'> {
  const input = createTableInput(tableName);
  const existing = await describeTable(client, tableName);
  if (!existing) {
    await client.send(new CreateTableCommand(input));
    return 'created';
  }
  const known = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of input.GlobalSecondaryIndexes) {
    if (known.has(index.IndexName)) continue;
    const attributes = new Set(index.KeySchema.map((key) => key.AttributeName));
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: input.AttributeDefinitions.filter((a) => attributes.has(a.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
  if (!existing.StreamSpecification?.StreamEnabled) {
    await client.send(
      new UpdateTableCommand({ TableName: tableName, StreamSpecification: input.StreamSpecification }),
    );
  }
  return 'kept';
}

async function describeTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}
