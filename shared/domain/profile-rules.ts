/**
 * The profile's fixed lists and bounds (spec sections 3, 5 and 9). The labels of countries and
 * styles live in the message catalogues (`web.styles.*`, `web.countries.*`).
 */

/** Countries offered for the residency (spec section 9), as ISO 3166-1 alpha-2 codes. */
export const COUNTRIES = ['FR', 'CA', 'US', 'BE', 'CH'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Style categories an artist picks from (a fixed list, so the public page can translate them). */
export const STYLE_CATEGORIES = [
  'blackwork',
  'fineline',
  'traditional',
  'neo-traditional',
  'japanese',
  'realism',
  'micro-realism',
  'watercolor',
  'dotwork',
  'geometric',
  'ornamental',
  'lettering',
  'minimalist',
  'illustrative',
  'new-school',
  'tribal',
  'trash-polka',
  'chicano',
  'surrealism',
  'cartoon',
] as const;
export type StyleCategory = (typeof STYLE_CATEGORIES)[number];

function isStyleCategory(value: string): value is StyleCategory {
  return (STYLE_CATEGORIES as readonly string[]).includes(value);
}

/** The known styles among stored ones, in order (a style no longer offered is not shown). */
export function knownStyles(styles: readonly string[] | undefined): StyleCategory[] {
  return (styles ?? []).filter(isStyleCategory);
}

export const BIO_MAX = 600;
export const LINKS_MAX = 10;
export const LINK_TITLE_MAX = 40;
export const URL_MAX = 2048;
export const STYLES_MAX = 10;
export const SHOP_NAME_MAX = 80;
export const CITY_MAX = 80;
export const ADDRESS_MAX = 200;

/**
 * Whether a link URL is a full web address (spec: "a full URL, for example starting with https://"):
 * an absolute http(s) URL whose host has a dot (a public name), without credentials. Anything else
 * (`www.x.com`, `javascript:…`, `mailto:…`, `https://`) is refused.
 */
export function isFullWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  return host.includes('.') && !host.startsWith('.') && !host.endsWith('.');
}
