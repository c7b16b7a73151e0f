import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { SHARE_CARD_FONT_DIR, SHARE_CARD_FONT_FILES } from '#functions/http/og/share-card-fonts.ts';
import { sharpCommandHooks, sharpNativeModules } from './sharp-packaging.ts';

/**
 * The share cards' function (ADR 0036): sharp's Linux x64 packages, as for the upload processor
 * (ADR 0014), and the Inter WOFF files the cards are drawn with, copied beside the bundle where
 * `share-card-fonts.ts` looks first. All from this checkout's `node_modules`, offline.
 */
const hooks: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) => [
    ...sharpCommandHooks.afterBundling(inputDir, outputDir),
    `mkdir -p "${outputDir}/${SHARE_CARD_FONT_DIR}"`,
    ...SHARE_CARD_FONT_FILES.map(
      ({ file }) =>
        `cp "${inputDir}/node_modules/@fontsource/inter/files/${file}" "${outputDir}/${SHARE_CARD_FONT_DIR}/${file}"`,
    ),
  ],
};

/** The route group that draws share cards (shared/api/routes/profile.ts, ADR 0036). */
export const SHARE_CARD_GROUP = 'og';

/** The AppFunction `nativeModules` of the share cards' function. */
export function shareCardNativeModules() {
  const sharp = sharpNativeModules();
  return {
    externalModules: sharp.externalModules,
    commandHooks: hooks,
    hash: `${sharp.hash};fonts:${SHARE_CARD_FONT_FILES.map(({ file }) => file).join(',')}`,
  };
}
