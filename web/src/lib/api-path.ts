/**
 * Fills a path of the route table (API Gateway syntax, `/artists/{pseudo}`) with encoded values.
 * The templates come from the zod-free half of the route table, `shared/api/endpoints/` (ADR 0075).
 */
export function apiPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}
