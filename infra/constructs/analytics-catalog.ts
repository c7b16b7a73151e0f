import { Aws } from 'aws-cdk-lib';
import * as athena from 'aws-cdk-lib/aws-athena';
import * as glue from 'aws-cdk-lib/aws-glue';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EVENTS_TABLE, SAVED_QUERIES, savedQuerySql } from '#events/analytics/saved-queries.ts';
import type { StageConfig } from '#infra/config.ts';

/** Athena's answers, in the analytics bucket beside the archive (never under `events/`). */
export const ATHENA_RESULTS_PREFIX = 'athena-results/';
/** A query reading more than this is cancelled: the archive is small, a runaway scan is a mistake. */
const BYTES_SCANNED_CUTOFF = 10 * 1024 ** 3;

export interface AnalyticsCatalogProps {
  config: StageConfig;
  bucket: s3.IBucket;
  /** Where Firehose writes the archive: `events/yyyy/MM/dd/`. */
  eventsPrefix: string;
}

/**
 * The archive made queryable (issue 12, ADR 0048): a Glue database and an `events` table over
 * Firehose's JSON lines (OpenX JSON SerDe, `detail-type` mapped to `detail_type`, `detail` kept as
 * JSON text) with partition projection on the day folders (no crawler, no partitions to add), an
 * Athena workgroup that keeps its results in the analytics bucket and caps each scan, and the saved
 * queries (`events/analytics/queries/*.sql`, the same files `npm run analytics` runs locally).
 */
export class AnalyticsCatalog extends Construct {
  readonly databaseName: string;
  readonly workGroupName: string;

  constructor(scope: Construct, id: string, props: AnalyticsCatalogProps) {
    super(scope, id);
    const { config, bucket, eventsPrefix } = props;
    this.databaseName = `${config.namePrefix.replaceAll('-', '_')}_analytics`;
    this.workGroupName = `${config.namePrefix}-analytics`;
    const location = `s3://${bucket.bucketName}/${eventsPrefix}`;
    const { partition } = EVENTS_TABLE;

    const database = new glue.CfnDatabase(this, 'Database', {
      catalogId: Aws.ACCOUNT_ID,
      databaseInput: {
        name: this.databaseName,
        description: 'Inkslot domain events, as the analytics archive holds them',
      },
    });
    const table = new glue.CfnTable(this, 'EventsTable', {
      catalogId: Aws.ACCOUNT_ID,
      databaseName: this.databaseName,
      tableInput: {
        name: EVENTS_TABLE.name,
        description: 'Every domain event, one EventBridge envelope per JSON line, a folder per UTC day',
        tableType: 'EXTERNAL_TABLE',
        parameters: {
          classification: 'json',
          'projection.enabled': 'true',
          [`projection.${partition.name}.type`]: 'date',
          [`projection.${partition.name}.format`]: partition.format,
          [`projection.${partition.name}.range`]: `${partition.firstDay},NOW`,
          [`projection.${partition.name}.interval`]: '1',
          [`projection.${partition.name}.interval.unit`]: 'DAYS',
          'storage.location.template': `${location}\${${partition.name}}/`,
        },
        partitionKeys: [{ name: partition.name, type: partition.type }],
        storageDescriptor: {
          location,
          inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
          serdeInfo: {
            serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe',
            parameters: { 'mapping.detail_type': 'detail-type', 'ignore.malformed.json': 'true' },
          },
          columns: EVENTS_TABLE.columns.map(({ name, type, comment }) => ({ name, type, comment })),
        },
      },
    });
    table.addDependency(database);

    const workGroup = new athena.CfnWorkGroup(this, 'WorkGroup', {
      name: this.workGroupName,
      description: 'Queries over the Inkslot event archive',
      recursiveDeleteOption: !config.isProd,
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        bytesScannedCutoffPerQuery: BYTES_SCANNED_CUTOFF,
        resultConfiguration: {
          outputLocation: `s3://${bucket.bucketName}/${ATHENA_RESULTS_PREFIX}`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });

    for (const query of SAVED_QUERIES) {
      const named = new athena.CfnNamedQuery(this, `Query-${query.name}`, {
        name: `${config.namePrefix}-${query.name}`,
        description: query.description,
        database: this.databaseName,
        workGroup: this.workGroupName,
        queryString: savedQuerySql(query.name),
      });
      named.addDependency(workGroup);
      named.addDependency(database);
    }
  }
}
