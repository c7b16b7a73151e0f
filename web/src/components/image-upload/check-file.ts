import { MAX_IMAGE_BYTES } from '#shared/api/contracts/images.ts';

/**
 * The types the picker offers and the browser may send. HEIC is left out on purpose: iOS then
 * converts photos to JPEG itself, and the processor could not decode HEIC anyway (ADR 0014).
 */
export const PICKER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PickerImageType = (typeof PICKER_IMAGE_TYPES)[number];

export type FileProblem = 'type' | 'tooLarge' | 'empty';

/** What the browser can tell before uploading (the processor checks the real bytes again). */
export function checkFile(file: Pick<File, 'type' | 'size'>): FileProblem | undefined {
  if (!(PICKER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return undefined;
}
