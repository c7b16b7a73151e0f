import { GetParameterCommand, ParameterNotFound, PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { JWK } from 'jose';
import { generateSigningKey } from '#functions/lib/portal/signing-keys.ts';
import { applyKeyStep, type KeyStep } from './portal-keys/key-steps.ts';

/**
 * Creates or rotates the portal's signing keys in AWS, in the SSM SecureString the `portal-auth`
 * functions read (docs/decisions/0024-portal-sessions.md). Run with the target account's credentials:
 *
 *   npx tsx scripts/portal-signing-key.ts create --stage dev      # once, before the first deploy
 *   npx tsx scripts/portal-signing-key.ts add --stage prod        # rotation: publish a new key,
 *   npx tsx scripts/portal-signing-key.ts promote --stage prod    # 10+ minutes later: it signs,
 *   npx tsx scripts/portal-signing-key.ts retire --stage prod     # 15+ minutes later: drop the old one
 *
 * `--parameter <name>` overrides `/inkslot/<stage>/portal/signing-keys` (CDK context
 * `portalSigningKeyParameter`). The private keys never leave SSM except into the functions.
 */
const STEPS: KeyStep[] = ['create', 'add', 'promote', 'retire'];

async function main(argv: string[]) {
  const step = argv[0] as KeyStep;
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  if (!STEPS.includes(step))
    throw new Error(`usage: portal-signing-key.ts <${STEPS.join('|')}> --stage <stage>`);
  const stage = option('stage');
  const name = option('parameter') ?? (stage ? `/inkslot/${stage}/portal/signing-keys` : undefined);
  if (!name) throw new Error('--stage or --parameter is required');

  const ssm = new SSMClient({});
  let keys: JWK[] = [];
  try {
    const current = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    keys = (JSON.parse(current.Parameter?.Value ?? '{}') as { keys?: JWK[] }).keys ?? [];
  } catch (error) {
    if (!(error instanceof ParameterNotFound)) throw error;
  }
  const next = await applyKeyStep(keys, step, generateSigningKey);
  await ssm.send(
    new PutParameterCommand({
      Name: name,
      Type: 'SecureString',
      Value: JSON.stringify({ keys: next }),
      Overwrite: keys.length > 0,
      // Two 2048-bit private JWKs fit the standard tier's 4 KB; a third moves it to advanced.
      Tier: 'Intelligent-Tiering',
      Description: 'Inkslot portal session signing keys (RS256 JWKs; the first signs)',
    }),
  );
  console.log(`${name}: ${step} done; keys ${next.map((key) => key.kid).join(', ')} (first signs)`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
