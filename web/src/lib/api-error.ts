import type { ApiErrorBody, ApiErrorCode } from '#shared/api/errors.ts';

/** One invalid field of a request, as the API reports it (`message` is already localized). */
export interface ApiFieldError {
  path: string;
  key: string;
  message: string;
}

/** Codes of failures the API never sent itself: the network or an unreadable answer. */
export type ClientErrorCode = 'network_error' | 'unknown';

/**
 * A failed API call. `message` is the localized text to show (the API localizes it by the `lang`
 * cookie); `fields` map onto the form's fields (see `applyFieldErrors`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
    readonly fields: ApiFieldError[] = [],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether a call failed for want of a network (offline, no answer): no API answer at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network_error';
}

/** Whether a failure is the API answering this status (a 404 of `GET /me`: not onboarded yet). */
export function hasApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Reads a failed response: the API's JSON error body when there is one, else a generic error. */
export async function toApiError(response: Response, fallbackMessage: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isErrorBody(body)) return new ApiError(response.status, 'unknown', fallbackMessage);
  const { code, message, fields } = body.error;
  return new ApiError(response.status, code, message, fields ?? []);
}
