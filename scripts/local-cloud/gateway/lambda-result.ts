export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * What API Gateway makes of a Lambda's answer (payload format 2.0): a structured result keeps its
 * status, headers, cookies and body (base64-decoded when flagged); anything else (a string, an
 * object without `statusCode`) becomes a 200 JSON answer of that value.
 */
export function lambdaResponse(result: unknown): HttpResponse {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body),
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  const raw = typeof result.body === 'string' ? result.body : '';
  return {
    statusCode: result.statusCode,
    headers,
    cookies: Array.isArray(result.cookies) ? result.cookies.map(String) : [],
    body: result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw),
  };
}

interface Structured {
  statusCode: number;
  headers?: Record<string, unknown>;
  cookies?: unknown[];
  body?: unknown;
  isBase64Encoded?: boolean;
}

function isStructured(result: unknown): result is Structured {
  return (
    typeof result === 'object' && result !== null && typeof (result as Structured).statusCode === 'number'
  );
}

/** API Gateway's own answers (no route, no token, too large, a failing function): `{"message": ...}`. */
export function gatewayResponse(
  statusCode: number,
  message: string,
  headers: Record<string, string> = {},
): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...headers },
    cookies: [],
    body: Buffer.from(JSON.stringify({ message })),
  };
}
