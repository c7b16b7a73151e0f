/** The image formats the processor accepts, as recognised from their first bytes. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'heic';

/** ISO-BMFF brands of HEIC/HEIF still images (`ftyp` box); AVIF (`avif`, `avis`) is not accepted. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The real type of an uploaded file from its magic number, whatever its name or announced type:
 * JPEG (`FF D8 FF`), PNG (its 8-byte signature), WebP (`RIFF....WEBP`), HEIC (`....ftyp` + a HEIF
 * brand). Anything else (SVG, HTML, GIF, PDF, a truncated file) is undefined: refused.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12)))
    return 'heic';
  return undefined;
}
