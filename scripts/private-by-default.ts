import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import { createDb } from '#shared/db/service.ts';
import { migratePrivateByDefault } from './private-by-default/migrate.ts';

/**
 * The one-off move to private by default (ADR 0072): client reference images and bug screenshots
 * from `media/` to `private/` (then one CloudFront invalidation of `/media/*`), and calendar secrets
 * stored in clear to their hash. Safe to run again. Run with the target account's credentials:
 *
 *   npx tsx scripts/private-by-default.ts --table <table> --bucket <media bucket> \
 *     --distribution <distribution id> [--dry-run]
 *
 * Locally (`npm start`), the same against the local cloud's endpoints (`AWS_ENDPOINT_URL_*`).
 */
async function main(argv: string[]) {
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  const table = option('table');
  const bucket = option('bucket');
  if (!table || !bucket)
    throw new Error(
      'usage: private-by-default.ts --table <table> --bucket <bucket> [--distribution <id>] [--dry-run]',
    );
  const distributionId = option('distribution');
  const report = await migratePrivateByDefault({
    db: createDb({ tableName: table }),
    s3: new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }),
    bucket,
    ...(distributionId && { cloudFront: new CloudFrontClient({}), distributionId }),
    dryRun: argv.includes('--dry-run'),
  });
  console.log(JSON.stringify(report, null, 2));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
