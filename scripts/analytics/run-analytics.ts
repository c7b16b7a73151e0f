import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * The archive's SQL, locally (ADR 0048): DuckDB over the JSON lines the local bus writes
 * (`.local/events/yyyy/MM/dd/*.ndjson`, as Firehose does in S3), seen as the same `events` table as
 * the Glue one, with the two Athena functions the saved queries use defined as macros.
 */
export async function runAnalytics(sql: string, eventsDir: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const files = join(eventsDir, '**', '*.ndjson').replaceAll("'", "''");
    const source = existsSync(eventsDir)
      ? `read_json('${files}', format = 'newline_delimited', filename = true, union_by_name = true,
          columns = {id: 'VARCHAR', "detail-type": 'VARCHAR', source: 'VARCHAR', time: 'VARCHAR', detail: 'JSON'})`
      : `(SELECT NULL::VARCHAR AS id, NULL::VARCHAR AS "detail-type", NULL::VARCHAR AS source,
          NULL::VARCHAR AS time, NULL::JSON AS detail, NULL::VARCHAR AS filename WHERE false)`;
    await connection.run(`
      CREATE MACRO json_extract_scalar(document, path) AS json_extract_string(document, path);
      CREATE MACRO from_iso8601_timestamp(text) AS CAST(text AS TIMESTAMPTZ);
      SET TimeZone = 'UTC';
      CREATE VIEW events AS
        SELECT id, "detail-type" AS detail_type, source, time, CAST(detail AS VARCHAR) AS detail,
          regexp_extract(replace(filename, '\\', '/'), '(\\d{4}/\\d{2}/\\d{2})/[^/]*$', 1) AS day
        FROM ${source};
    `);
    const reader = await connection.runAndReadAll(sql);
    return reader
      .getRowObjectsJS()
      .map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, plain(value)])));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Counts as numbers, instants as ISO strings: what a table or JSON prints plainly. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && 'toDouble' in value)
    return (value as { toDouble(): number }).toDouble();
  return value;
}
