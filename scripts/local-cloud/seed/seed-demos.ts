import type { Log } from '#scripts/local-cloud/log.ts';
import { seedDemoArtist } from './seed-demo-artist.ts';
import { seedProDemo } from './seed-pro-demo.ts';
import { seedSuperadmin } from './seed-superadmin.ts';

/** The demo seed: the demo artist and the superadmin, and with `seedProDemo` the Pro demo (ADR 0081). */
export async function seedDemos({
  cognito,
  appOrigin,
  log,
  pro,
}: {
  cognito: { endpoint: string; userPoolId: string; userPoolClientId: string; sesEndpoint: string };
  appOrigin: string;
  log: Log;
  /** The Pro demo too (`npm start`; the test clouds leave it out). */
  pro: boolean;
}) {
  const seedTarget = {
    cognitoEndpoint: cognito.endpoint,
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.userPoolClientId,
    appOrigin,
    log,
  };
  const seeded = await seedDemoArtist(seedTarget);
  log.info('seed', `demo artist ${seeded}`);
  const admin = await seedSuperadmin(seedTarget);
  log.info('seed', `superadmin ${admin}`);
  if (!pro) return;
  const seededPro = await seedProDemo({ ...seedTarget, sesUrl: cognito.sesEndpoint }).catch(
    (error: unknown) => {
      log.error('seed', `the Pro demo could not be seeded: ${(error as Error).message}`);
      return 'failed';
    },
  );
  log.info('seed', `pro demo artist ${seededPro}`);
}
