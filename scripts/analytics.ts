/**
 * `npm run analytics -- "SELECT …"` or `npm run analytics -- --query funnel|mrr`: the archive's SQL
 * over `.local/events/` with DuckDB, the same SQL Athena runs over S3 in AWS (ADR 0048). `--json`
 * prints JSON instead of a table; `--dir` reads another archive.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SAVED_QUERIES, type SavedQueryName, savedQuerySql } from '#events/analytics/saved-queries.ts';
import { runAnalytics } from './analytics/run-analytics.ts';
import { REPO_ROOT } from './local-cloud/repo-root.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    query: { type: 'string', short: 'q' },
    dir: { type: 'string' },
    json: { type: 'boolean' },
  },
});

const names = SAVED_QUERIES.map((query) => query.name) as readonly string[];
if (values.query && !names.includes(values.query)) {
  console.error(`No saved query "${values.query}". Saved: ${names.join(', ')}.`);
  process.exit(1);
}
const sql = values.query ? savedQuerySql(values.query as SavedQueryName) : positionals.join(' ').trim();
if (!sql) {
  console.error('Usage: npm run analytics -- "SELECT detail_type, count(*) FROM events GROUP BY 1"');
  console.error(`       npm run analytics -- --query ${names.join('|')}   (saved queries)`);
  process.exit(1);
}
try {
  const rows = await runAnalytics(sql, values.dir ?? join(REPO_ROOT, '.local', 'events'));
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else if (rows.length === 0) console.log('(no rows)');
  else console.table(rows);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
