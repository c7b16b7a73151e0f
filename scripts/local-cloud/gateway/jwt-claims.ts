/**
 * JWT claims as API Gateway's JWT authorizer hands them to the function: every value a string;
 * arrays in brackets, space-separated (`"[artist superadmin]"`); objects as JSON.
 */
export function apiGatewayClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (value !== null && typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}
