/**
 * Fills a path of the route table (API Gateway syntax, `/artists/{pseudo}`) with encoded values.
 * The endpoint files copy their template from `shared/api/routes.ts` (a test checks they match):
 * importing the route table itself would bring zod into the light public pages.
 */
export function apiPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}
