import { readFileSync } from 'node:fs';

/**
 * The analytics' saved queries (issue 12, ADR 0048), one SQL file each in `queries/`, written in the
 * dialect Athena and the local DuckDB share (`json_extract_scalar`, `from_iso8601_timestamp`,
 * `count_if`, `INTERVAL '1' MONTH`; DuckDB gets the first two as macros): the CDK saves them as Athena
 * named queries, `npm run analytics -- --query <name>` runs them over `.local/events/`.
 */
export const SAVED_QUERIES = [
  { name: 'funnel', description: 'Funnel from page view to booking, per day' },
  { name: 'mrr', description: 'Monthly recurring revenue at the end of each month' },
] as const;

export type SavedQueryName = (typeof SAVED_QUERIES)[number]['name'];

export function savedQuerySql(name: SavedQueryName): string {
  return readFileSync(new URL(`./queries/${name}.sql`, import.meta.url), 'utf8');
}

/**
 * The archive as one table, `events`, in AWS (Glue, over Firehose's JSON lines) and locally (a DuckDB
 * view over `.local/events/`): the EventBridge envelope's fields, `detail-type` as `detail_type`, the
 * `detail` (metadata and payload) as JSON text, and the UTC `day` (`yyyy/MM/dd`, the folder).
 */
export const EVENTS_TABLE = {
  name: 'events',
  columns: [
    { name: 'id', type: 'string', comment: 'EventBridge delivery id' },
    {
      name: 'detail_type',
      type: 'string',
      comment: 'The event type (detail-type), as the catalogue names it',
    },
    { name: 'source', type: 'string', comment: 'Always inkslot' },
    { name: 'time', type: 'string', comment: 'When EventBridge took it (ISO 8601)' },
    {
      name: 'detail',
      type: 'string',
      comment: 'The envelope as JSON text: metadata (id, occurredAt...) and payload',
    },
  ],
  partition: { name: 'day', type: 'string', format: 'yyyy/MM/dd', firstDay: '2026/01/01' },
} as const;
