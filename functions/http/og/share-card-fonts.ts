import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The Inter files a card is drawn with (WOFF: satori reads no WOFF2), Latin and Latin Extended. */
export const SHARE_CARD_FONT_FILES = [
  { file: 'inter-latin-400-normal.woff', name: 'Inter', weight: 400 },
  { file: 'inter-latin-700-normal.woff', name: 'Inter', weight: 700 },
  // Another name, so that satori falls back to it for the glyphs Latin lacks (ł, ő, ș...).
  { file: 'inter-latin-ext-400-normal.woff', name: 'Inter Extended', weight: 400 },
  { file: 'inter-latin-ext-700-normal.woff', name: 'Inter Extended', weight: 700 },
] as const;

/** Where the Lambda bundle keeps them (infra/lib/share-card-packaging.ts copies them there). */
export const SHARE_CARD_FONT_DIR = 'fonts';

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

let fonts: CardFont[] | undefined;

/** Beside the bundle in Lambda; from `@fontsource/inter` in this checkout. Read once per container. */
export function shareCardFonts(): CardFont[] {
  fonts ??= SHARE_CARD_FONT_FILES.map(({ file, name, weight }) => {
    const bundled = fileURLToPath(new URL(`./${SHARE_CARD_FONT_DIR}/${file}`, import.meta.url));
    const path = existsSync(bundled)
      ? bundled
      : createRequire(import.meta.url).resolve(`@fontsource/inter/files/${file}`);
    return { name, data: readFileSync(path), weight, style: 'normal' };
  });
  return fonts;
}
