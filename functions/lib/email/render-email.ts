import { translator } from '#shared/i18n/email-translator.ts';
import type { Locale } from '#shared/i18n/locales.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Files sent with the email (a booking's `.ics`). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  /** MIME type, e.g. `text/calendar; charset=UTF-8; method=REQUEST`. */
  contentType: string;
  /** The file's text (UTF-8), or its bytes (a signed consent PDF, ADR 0088). */
  content: string | Uint8Array;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe in HTML, as every value of an email is (a stored template's data too). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A part of an email's body beside plain paragraphs. */
export type EmailBlock =
  /** A code to type: large, on its own line. */
  | { code: string }
  /** Label and value rows (the project's placement, size...). */
  | { facts: [label: string, value: string][] }
  /** Thumbnails, each a link to the full image (absolute URLs). */
  | { images: { src: string; href: string; alt: string }[] }
  /** Choices, each a button to its own link, one under the other. */
  | { buttons: { label: string; url: string }[] };

const BRAND = 'Inkslot';
const INK = '#1c1a22';
const ACCENT = '#7a2e5c';

function blockHtml(block: string | EmailBlock): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  if ('code' in block) {
    return `<p style="margin:8px 0 24px;font:700 32px/1.2 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:6px;color:${INK}">${escapeHtml(block.code)}</p>`;
  }
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#4f4a59;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  if ('buttons' in block) {
    return block.buttons
      .map(
        (button) =>
          `<p style="margin:0 0 12px"><a href="${escapeHtml(button.url)}" style="display:inline-block;border:2px solid ${ACCENT};color:${ACCENT};padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`,
      )
      .join('');
  }
  const images = block.images
    .map(
      (image) =>
        `<a href="${escapeHtml(image.href)}" style="display:inline-block;margin:0 8px 8px 0"><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="120" style="width:120px;height:auto;border-radius:8px;border:1px solid #cfc8d4"></a>`,
    )
    .join('');
  return `<div style="margin:0 0 16px">${images}</div>`;
}

function blockText(block: string | EmailBlock, t: ReturnType<typeof translator>): string {
  if (typeof block === 'string') return block;
  if ('code' in block) return block.code;
  if ('facts' in block)
    return block.facts.map(([label, value]) => t('email.factLine', { label, value })).join('\n');
  if ('buttons' in block) return block.buttons.map((button) => `${button.label}: ${button.url}`).join('\n');
  return block.images.map((image) => `${image.alt}: ${image.href}`).join('\n');
}

/**
 * One email in the product's layout: the brand header, a subject, paragraphs and blocks (a code, fact
 * rows, thumbnails), an optional call to action and the localized footer. Every string comes already
 * translated; values are escaped here.
 */
export function renderEmail(input: {
  locale: Locale;
  subject: string;
  paragraphs: (string | EmailBlock)[];
  cta?: { label: string; url: string };
}): RenderedEmail {
  const t = translator(input.locale);
  const footer = t('email.footer');
  const header = `<div style="padding:0 0 20px;margin:0 0 24px;border-bottom:3px solid ${ACCENT}"><span style="font:800 22px/1 system-ui,sans-serif;letter-spacing:-0.5px;color:${INK}">${BRAND}</span></div>`;
  const body = input.paragraphs.map(blockHtml).join('');
  const cta = input.cta
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.cta.url)}" style="background:${ACCENT};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(input.cta.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body style="font-family:system-ui,sans-serif;color:${INK};line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${header}${body}${cta}<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 12px"><p style="color:#555;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  const text = [
    BRAND,
    ...input.paragraphs.map((block) => blockText(block, t)),
    ...(input.cta ? [`${input.cta.label}: ${input.cta.url}`] : []),
    '--',
    footer,
  ].join('\n\n');
  return { subject: input.subject, html, text };
}
