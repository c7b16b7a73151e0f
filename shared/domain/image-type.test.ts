import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, WebP and HEIC from their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe('png');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    for (const brand of ['heic', 'heix', 'mif1', 'msf1']) {
      expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]))).toBe('heic');
    }
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['SVG with an XML prolog', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><html></html>')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['PDF', bytes('%PDF-1.7')],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0])],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['two JPEG bytes', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeUndefined();
  });
});
