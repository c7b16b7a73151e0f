import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { tableDefinition } from '#shared/db/table.ts';

export type TableAccess = 'read' | 'readWrite';

/** What ElectroDB needs: item and query reads, transactions' condition checks; no Scan. */
const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/**
 * Grants table access on the table and on each of its indexes by name (from `tableDefinition()`), so
 * the policy lists exact ARNs instead of CDK's `index/*` wildcard.
 */
export function grantTableAccess(table: ITableV2, grantee: iam.IGrantable, access: TableAccess) {
  const indexes = tableDefinition().globalIndexes.map(
    (index) => `${table.tableArn}/index/${index.indexName}`,
  );
  if (indexes.length > 0) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:Query'], resources: indexes }),
    );
  }
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: access === 'read' ? READ_ACTIONS : [...READ_ACTIONS, ...WRITE_ACTIONS],
      resources: [table.tableArn],
    }),
  );
}
