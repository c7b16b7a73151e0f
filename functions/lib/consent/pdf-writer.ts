import { LineCapStyle, PageSizes, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

const MARGIN = 50;
const FOOTER = 40;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);
export const FLAG = rgb(0.7, 0.1, 0.1);

/**
 * What a standard font can write: its WinAnsi characters, else the letter without its accent, else `?`
 * (pdf-lib throws on a character the font cannot encode; a name in another script stays legible as `?`
 * here, and is kept as typed in the consent item).
 */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')]
    .map((char) => {
      if (char === '\n' || known.has(char.codePointAt(0) ?? -1)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return bare.length === 1 && known.has(bare.codePointAt(0) ?? -1) ? bare : '?';
    })
    .join('');
}

/** Lines of at most `width` points, broken between words (a word longer than a line is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A4 pages written top to bottom: text that wraps, and a new page when the next block does not fit. */
export class PdfWriter {
  page: PDFPage;
  y = 0;
  readonly width: number;

  constructor(readonly doc: PDFDocument) {
    this.page = this.addPage();
    this.width = this.page.getWidth() - 2 * MARGIN;
  }

  private addPage() {
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = this.page.getHeight() - MARGIN;
    return this.page;
  }

  /** Room for `height` points on this page, else a new one. */
  need(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.addPage();
  }

  text(
    value: string,
    font: PDFFont,
    options: { size?: number; color?: ReturnType<typeof rgb>; indent?: number } = {},
  ) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const leading = size * 1.35;
    for (const line of wrap(font, size, writable(font, value), this.width - indent)) {
      this.need(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  /** An SVG path (y down) of `box` units, drawn `height` points high at the left margin. */
  path(path: string, box: { width: number; height: number }, height: number) {
    this.need(height + 8);
    const scale = height / box.height;
    this.page.drawSvgPath(path, {
      x: MARGIN,
      y: this.y,
      scale,
      borderColor: INK,
      borderWidth: 2 / scale,
      borderLineCap: LineCapStyle.Round,
    });
    this.y -= height;
  }

  /** A thin rule across the page. */
  rule() {
    this.need(10);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
  }

  /** On every page, at the foot: its number of the total, and `note` (the form's hash). */
  footers(font: PDFFont, label: (page: number, pages: number) => string, note: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(writable(font, label(index + 1, pages.length)), {
        x: MARGIN,
        y: MARGIN,
        size: 8,
        font,
        color: MUTED,
      });
      page.drawText(writable(font, note), { x: MARGIN, y: MARGIN - 11, size: 6.5, font, color: MUTED });
    });
  }
}
