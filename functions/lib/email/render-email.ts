import type { Locale } from '../../../shared/i18n/locales.ts';
import { translator } from '../../../shared/i18n/server-i18n.ts';

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
  /** The file's text (UTF-8). */
  content: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * One email in the product's simple layout: a subject, paragraphs, an optional call to action and
 * the localized footer. Every string comes already translated; values are escaped here.
 */
export function renderEmail(input: {
  locale: Locale;
  subject: string;
  paragraphs: string[];
  cta?: { label: string; url: string };
}): RenderedEmail {
  const t = translator(input.locale);
  const footer = t('email.footer');
  const paragraphs = input.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const cta = input.cta
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.cta.url)}" style="background:#111;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(input.cta.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${paragraphs}${cta}<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 12px"><p style="color:#555;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  const text = [
    ...input.paragraphs,
    ...(input.cta ? [`${input.cta.label}: ${input.cta.url}`] : []),
    '--',
    footer,
  ].join('\n\n');
  return { subject: input.subject, html, text };
}
