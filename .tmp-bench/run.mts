import { benchPublicApi } from '../scripts/bench/bench-public-api.ts';
console.table(await benchPublicApi());
process.exit(0);
