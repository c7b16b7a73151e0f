/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with nested keys, as the SDK writes
 * them (`line_items[0][price]=price_1`, `metadata[artistId]=a1`, `expand[0]=subscription`).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const next = path[index + 1];
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= next !== undefined && /^\d+$/.test(next) ? [] : {};
      node = container[segment] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** A nested value as a string (absent: undefined). */
export function formString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A nested map of strings (Stripe's `metadata`), empty when absent. */
export function formRecord(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => (typeof item === 'string' ? [[key, item]] : [])),
  );
}

/** A nested list (`line_items`, `lookup_keys`), in index order. */
export function formList(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined);
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}
