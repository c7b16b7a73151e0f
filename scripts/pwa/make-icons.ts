import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * The installable app's icons (issue 32, ADR 0099), drawn from the brand mark `web/public/favicon.svg`
 * and committed: `npm run icons` (`tsx scripts/pwa/make-icons.ts`) draws them again after the mark
 * changes. The mark's own rounded square fills the "any" icons; the maskable one and the
 * apple-touch-icon (which iOS rounds itself) put the glyph inside the safe zone on a full square.
 */
const publicDir = fileURLToPath(new URL('../../web/public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');
/** The mark's background, the square behind a maskable glyph. */
const BRAND_BACKGROUND = '#1f1a2e';

/** The mark's glyph alone (its paths and circle), scaled to `share` of a full square. */
function fullSquare(share: number): string {
  const glyph = mark
    .replace(/^.*?<\/title>/s, '')
    .replace(/<rect[^>]*\/>/, '')
    .replace('</svg>', '');
  const offset = (32 - 32 * share) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_BACKGROUND}"/><g transform="translate(${offset} ${offset}) scale(${share})">${glyph}</g></svg>`;
}

async function png(svg: string, size: number, file: string) {
  const image = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(`${publicDir}${file}`, image);
}

mkdirSync(`${publicDir}icons`, { recursive: true });
await png(mark, 192, 'icons/icon-192.png');
await png(mark, 512, 'icons/icon-512.png');
// The maskable safe zone is the centred circle of 80% of the side: the glyph takes 60%.
await png(fullSquare(0.6), 512, 'icons/icon-maskable-512.png');
await png(fullSquare(0.75), 180, 'apple-touch-icon.png');
