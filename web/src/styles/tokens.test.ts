import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(`${import.meta.dirname}/tokens.css`, 'utf8');

/** The body of the first rule whose selector is exactly `selector`. */
function rule(selector: string): string {
  const start = tokens.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  return tokens.slice(start, tokens.indexOf('}', start));
}

/** The colours of one scheme: each token is written once as `light-dark(light, dark)`. */
function colours(scheme: 'light' | 'dark'): Record<string, string> {
  const body = rule(':root,\n[data-theme]');
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)\s*;/gi)].map(
      ([, name, light, dark]) => [name, scheme === 'light' ? light : dark],
    ),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Text on its backgrounds: 4.5:1 (WCAG 1.4.3); borders of controls and the focus ring: 3:1 (1.4.11). */
const TEXT_PAIRS: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-muted'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent', 'accent-soft'],
  ['on-accent', 'accent'],
  ['on-accent', 'accent-hover'],
  ['danger', 'danger-bg'],
  ['danger', 'surface'],
  ['success', 'success-bg'],
  ['warning', 'warning-bg'],
  ['info', 'info-bg'],
];
const UI_PAIRS: [string, string][] = [
  ['border-strong', 'surface'],
  ['border-strong', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
];

describe.each(['light', 'dark'] as const)('the %s theme', (scheme) => {
  const palette = colours(scheme);

  it.each(TEXT_PAIRS)('keeps %s on %s at 4.5:1 or more', (fg, bg) => {
    expect(palette[fg], fg).toBeDefined();
    expect(palette[bg], bg).toBeDefined();
    expect(contrast(palette[fg] ?? '', palette[bg] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('keeps %s on %s at 3:1 or more', (fg, bg) => {
    expect(contrast(palette[fg] ?? '', palette[bg] ?? '')).toBeGreaterThanOrEqual(3);
  });
});

describe('the schemes', () => {
  it('are chosen by the system until data-theme says, on the root or on any subtree', () => {
    expect(rule(':root')).toMatch(/color-scheme:\s*light;/);
    expect(tokens).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme="light"\]\) \{\s*color-scheme:\s*dark;/,
    );
    expect(rule('[data-theme="light"]')).toMatch(/color-scheme:\s*light;/);
    expect(rule('[data-theme="dark"]')).toMatch(/color-scheme:\s*dark;/);
  });
});
