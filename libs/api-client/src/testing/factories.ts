import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ErrorBody, Pagination, RuntimeConfig, SessionUser, TokenPair } from '@esign/contract';

/** A failed call as axios reports it, with `status` and `data` as the response. */
export function httpError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = {
    status,
    statusText: String(status),
    data,
    headers: new AxiosHeaders(),
    config,
  };
  return new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

export function errorBody(overrides: Partial<ErrorBody> = {}): ErrorBody {
  return {
    status: 422,
    code: 'unprocessable',
    error: 'The request could not be processed',
    transaction_id: 'txn-0001',
    ...overrides,
  };
}

export function tokenPair(overrides: Partial<TokenPair> = {}): TokenPair {
  return {
    token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 28_800,
    token_expires_in: 900,
    ...overrides,
  };
}

export function runtimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    apiBaseUrl: '',
    loginPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
    oauthClientId: 'backoffice-web',
    sso: null,
    poweredBy: 'Privy',
    environment: 'demo',
    ...overrides,
  };
}

/** The pagination of the first page of `total` rows, 10 a page. */
export function pagination(total: number, overrides: Partial<Pagination> = {}): Pagination {
  return {
    total,
    count: Math.min(total, 10),
    per_page: 10,
    current_page: 1,
    total_pages: Math.ceil(total / 10),
    ...overrides,
  };
}

/** A signed-in signer as user/me answers (spec §6): the sign list only, beside the home. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Siti Rahayu',
    username: 'siti',
    email: 'siti@example.co.id',
    privy_id: 'DEMO002',
    user_type: 0,
    auth_role: { name: 'signer', description: 'Document Signer' },
    roles: [{ name: 'signer', description: 'Document Signer' }],
    permissions: ['home', 'documents', 'documents.sign'],
    fe_permissions: ['home', 'documents', 'documents.sign'],
    unread_notification: 0,
    notification_topup: false,
    ...overrides,
  };
}
