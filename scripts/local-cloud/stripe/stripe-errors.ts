/** A Stripe API error as the stand-in answers it (v1 and v2 share the shape the SDK reads). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    /** Stripe's error code (`resource_missing`, `resource_already_exists`), which the SDK exposes. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export function missing(type: string, id: string | undefined) {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${type}: '${id ?? ''}'`,
    type,
    'resource_missing',
  );
}

/** Stripe's answer to a method and path it does not serve. */
export function unrecognized(method: string, path: string) {
  return new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
}
