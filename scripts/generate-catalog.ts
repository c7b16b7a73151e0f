import { writeFileSync } from 'node:fs';
import { renderCatalog } from '#events/render-catalog.ts';

writeFileSync(new URL('../events/CATALOG.md', import.meta.url), renderCatalog());
console.log('events/CATALOG.md written');
