import { startLocalCloud } from './scripts/local-cloud/start-local-cloud.ts';
import { createDb } from './shared/db/service.ts';

const t = Date.now();
const cloud = await startLocalCloud({ web: 'none', quiet: true });
const db = createDb({ tableName: cloud.tableName });
const ids = Array.from({ length: 50 }, (_, i) => `digest-dbg-${t}-${i}`);
const r = await db.entities.artist
  .put(
    ids.map((artistId, i) => ({
      artistId,
      email: `d${i}@x.local`,
      pseudo: `dd-${t}-${i}`,
      displayName: 'D',
      locale: 'en' as const,
      timezone: 'Europe/Paris',
      messageEmails: 'daily' as const,
      digestZone: 'Europe/Paris',
    })),
  )
  .go();
console.log('artists', Date.now() - t, r.unprocessed?.length);
await cloud.stop();
process.exit(0);
