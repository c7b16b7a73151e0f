import * as portalSessionEndpoints from '#shared/api/endpoints/portal-session.ts';
import { ApiError, type ClientErrorCode, toApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How one area of the SPA (artist, portal) authenticates its calls. */
export interface AuthStrategy {
  /** The bearer token of the stored session, or null when there is none. */
  getToken(): Promise<string | null>;
  /**
   * Renews the session. The client calls it once for any number of concurrent 401s and replays
   * them all; it rejects when the session cannot be renewed.
   */
  refresh(): Promise<void>;
  /** Forgets the session (removes `auth_token`) and leaves for the area's login page. */
  endSession(): void;
}

export interface ApiClientOptions {
  /** The API base URL of the running stage (`apiBaseUrl` of `config.json`). */
  baseUrl: () => string;
  /** The area's authentication; none for anonymous calls. */
  auth?: () => AuthStrategy | null;
  fetch?: typeof fetch;
  /** Pause before the one retry of a GET. */
  retryDelayMs?: number;
  /** The text of failures that carry no message from the API. */
  message?: (code: ClientErrorCode | 'unauthorized') => string;
  /** Told of each failure the API answered, before it is thrown (a suspended account, ADR 0070). */
  onError?: (error: ApiError) => void;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Statuses worth one more try (spec section 8): GETs only, never writes. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** After this many refreshes in a row without a successful call, the session is over. */
export const MAX_CONSECUTIVE_REFRESHES = 2;
/** The portal's refresh call; a 401 on it never triggers another refresh. */
export const REFRESH_TOKEN_PATH = portalSessionEndpoints.refreshPortalToken.path;

/**
 * The SPA's HTTP client, the spec's sections 7 and 8 to the letter: JSON headers, credentials, a
 * bearer token from the stored session; a 401 triggers one shared refresh and a replay; a failed
 * refresh (or a third refresh in a row) ends the session; GETs are retried once on transient
 * statuses; failures surface as `ApiError`.
 */
export function createApiClient(options: ApiClientOptions) {
  const retryDelayMs = options.retryDelayMs ?? 300;
  const message = options.message ?? ((code) => code);
  let refreshing: Promise<void> | null = null;
  let consecutiveRefreshes = 0;
  /** Counts completed refreshes: a 401 on a request sent before the last refresh is only replayed. */
  let generation = 0;
  let sessionEnded = false;

  function endSession(strategy: AuthStrategy) {
    if (sessionEnded) return;
    sessionEnded = true;
    strategy.endSession();
  }

  function refreshSession(strategy: AuthStrategy): Promise<void> {
    if (!refreshing) {
      consecutiveRefreshes += 1;
      refreshing = strategy
        .refresh()
        .then(
          () => {
            generation += 1;
          },
          (error: unknown) => {
            endSession(strategy);
            throw error instanceof ApiError
              ? error
              : new ApiError(401, 'unauthorized', message('unauthorized'));
          },
        )
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  async function send(method: HttpMethod, path: string, init: RequestOptions, token: string | null) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...init.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      return await doFetch(`${options.baseUrl()}${path}`, {
        method,
        headers,
        credentials: 'include',
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
        ...(init.signal && { signal: init.signal }),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, 'network_error', message('network_error'));
    }
  }

  async function request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
    let retried = false;
    for (;;) {
      const strategy = options.auth?.() ?? null;
      const sentGeneration = generation;
      const token = strategy ? await strategy.getToken() : null;
      const response = await send(method, path, init, token);

      if (response.status === 401 && strategy && path !== REFRESH_TOKEN_PATH) {
        if (sentGeneration !== generation) continue;
        if (!refreshing && consecutiveRefreshes >= MAX_CONSECUTIVE_REFRESHES) {
          endSession(strategy);
          throw await toApiError(response, message('unauthorized'));
        }
        await refreshSession(strategy);
        continue;
      }
      if (token && response.status !== 401) {
        consecutiveRefreshes = 0;
        sessionEnded = false;
      }
      if (response.ok) return readBody<T>(response);
      if (method === 'GET' && !retried && RETRYABLE_STATUSES.has(response.status)) {
        retried = true;
        if (retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        continue;
      }
      const error = await toApiError(response, message('unknown'));
      options.onError?.(error);
      throw error;
    }
  }

  return {
    request,
    get: <T>(path: string, init?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, init),
    post: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>('POST', path, { ...init, body }),
    put: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>('PUT', path, { ...init, body }),
    patch: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>('PATCH', path, { ...init, body }),
    delete: <T>(path: string, init?: RequestOptions) => request<T>('DELETE', path, init),
  };
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (/json/i.test(type) ? JSON.parse(text) : text) as T;
}
