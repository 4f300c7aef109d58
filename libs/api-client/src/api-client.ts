import axios, {
  AxiosHeaders,
  isAxiosError,
  isCancel,
  type AxiosError,
  type InternalAxiosRequestConfig,
} from 'axios';
import { z } from 'zod/mini';
import {
  endpointUrl,
  ErrorBodySchema,
  REFRESH_HEADER,
  refreshToken as refreshTokenEndpoint,
  TokenResponseSchema,
  type TokenPair,
} from '@esign/contract';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 on this request is returned as is: no refresh, no retry (sign-in calls, session probes). */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so a second 401 never refreshes again. */
    authRetried?: boolean;
  }
}

/** What api-client needs from the session; session wires it at startup so api-client never imports session. */
export interface ApiAuth {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores a refreshed token pair (store and cookies). Awaited before the retry. */
  saveTokens(tokens: TokenPair): void | Promise<void>;
  /** Clears tokens and cookies and sends the user to /login. */
  endSession(): void | Promise<void>;
}

export interface ApiClientOptions {
  /** Origin (or origin + path) the `/api/...` paths are appended to; '' means same origin. */
  baseUrl: string;
  auth: ApiAuth;
  /** A 403 outside the root route: the session sends the user to /403. */
  onForbidden(): void;
  /** Spec §4: a 403 on the root route does not redirect. */
  isRootRoute(): boolean;
}

const unconfigured: ApiClientOptions = {
  baseUrl: '',
  auth: {
    getAccessToken: () => null,
    getRefreshToken: () => null,
    saveTokens: () => undefined,
    endSession: () => undefined,
  },
  onForbidden: () => undefined,
  isRootRoute: () => false,
};

let options: ApiClientOptions = unconfigured;
let refreshInFlight: Promise<string> | null = null;

/** The one axios instance of the app. Prefer `callEndpoint`, which types and validates the call. */
export const apiClient = axios.create({
  headers: { Accept: 'application/json' },
  // `ids=1&ids=2`, which the server's query parser reads as a list (axios would send `ids[]=`).
  paramsSerializer: { indexes: null },
  // The server authenticates by the Bearer header and sets no XSRF cookie, so there is nothing to
  // echo. Left on, axios reads its XSRF cookie before every same-origin request, and where the
  // browser has the Cookie Store API (Chromium) that read is asynchronous: each request's send()
  // then waited for it, behind whatever task held the main thread (a page's first render held a
  // full load's user/me back by 100–160 ms).
  withXSRFToken: false,
});

/** Wires the base URL and the session callbacks; the session calls this once at startup. */
export function configureApiClient(next: ApiClientOptions): void {
  options = next;
  refreshInFlight = null;
  apiClient.defaults.baseURL = next.baseUrl;
}

function isRefreshCall(config: InternalAxiosRequestConfig): boolean {
  return config.headers.has(REFRESH_HEADER);
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ')
    ? header.slice('Bearer '.length)
    : null;
}

apiClient.interceptors.request.use((config) => {
  // An explicit Authorization (the SSO exchange, the session's first user/me) wins; the refresh
  // call carries its refresh token in the body and never an expired access token.
  if (!config.headers.has('Authorization') && !isRefreshCall(config)) {
    const token = options.auth.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

async function requestNewAccessToken(): Promise<string> {
  const { auth } = options;
  const refresh = auth.getRefreshToken();
  if (!refresh) {
    await auth.endSession();
    throw new Error('No refresh token: the session has ended');
  }
  try {
    const response = await apiClient.post<unknown>(
      endpointUrl(refreshTokenEndpoint),
      { refresh_token: refresh },
      { headers: { [REFRESH_HEADER]: 'true' }, skipAuthRefresh: true },
    );
    const tokens = TokenResponseSchema.parse(response.data).data;
    await auth.saveTokens(tokens);
    return tokens.token;
  } catch (error) {
    await auth.endSession();
    throw error;
  }
}

/** Every 401 that arrives while a refresh runs waits for that same refresh: one refresh call in all. */
function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= requestNewAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function transactionIdOf(data: unknown): string | undefined {
  const parsed = z.pick(ErrorBodySchema, { transaction_id: true }).safeParse(data);
  return parsed.success ? parsed.data.transaction_id : undefined;
}

function logFailure(error: AxiosError): void {
  const { config, response } = error;
  const call = `${(config?.method ?? 'get').toUpperCase()} ${config?.url ?? '(unknown url)'}`;
  const outcome = response
    ? `HTTP ${response.status}`
    : `no response (${error.code ?? error.message})`;
  const transactionId = transactionIdOf(response?.data);
  console.error(
    `[api] ${call} failed: ${outcome}${transactionId ? `, transaction ${transactionId}` : ''}`,
    error,
  );
}

/** A failed download has `responseType: 'blob'`; read its JSON error body so the message rule works. */
async function readBlobErrorBody(error: AxiosError): Promise<void> {
  const response = error.response;
  if (!response || typeof Blob === 'undefined' || !(response.data instanceof Blob)) return;
  if (!response.data.type.includes('json')) return;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    // Not JSON after all: keep the blob; the message rule falls back to its default.
  }
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (isCancel(error) || !isAxiosError(error) || !error.config) throw error;
  const config = error.config;
  await readBlobErrorBody(error);
  const status = error.response?.status;

  if (status === 401 && !isRefreshCall(config) && !config.skipAuthRefresh && !config.authRetried) {
    const sentWith = bearerOf(config);
    const current = options.auth.getAccessToken();
    let token: string;
    if (current && current !== sentWith) {
      // Another request refreshed while this one was in flight: retry with the new token.
      token = current;
    } else {
      try {
        token = await refreshAccessToken();
      } catch {
        throw error;
      }
    }
    const headers = new AxiosHeaders(config.headers).set('Authorization', `Bearer ${token}`);
    return apiClient.request({ ...config, headers, authRetried: true });
  }
  if (status === 401) throw error;

  if (status === 403) {
    if (!options.isRootRoute()) options.onForbidden();
    throw error;
  }

  // Spec §8 says "other codes are logged"; we log only what a developer must look at (a 5xx, no
  // response at all). An expected 4xx (404, 409, 429…) is the caller's to show, not a console error.
  if (status === undefined || status >= 500) logFailure(error);
  throw error;
});
