/**
 * Numbers as people type them in a form, in any of the product's languages: `12.5`, `12,5`, `1 250`
 * (spaces, also non-breaking, are thousands separators). Anything else reads as undefined.
 */
export function parseDecimal(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+(?:[.,]\d+)?$/.test(compact)) return undefined;
  return Number(compact.replace(',', '.'));
}

/** How many decimals a typed number has (`45,50` → 2). */
export function decimalsOf(text: string): number {
  const match = /[.,](\d+)$/.exec(text.trim());
  return match?.[1]?.length ?? 0;
}

/** A number for a form field, with the locale's decimal separator and no grouping (`12,5` in French). */
export function formatDecimal(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}
