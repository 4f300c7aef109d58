import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, MessageResponseSchema } from './envelope';
import { safeText } from './primitives';

// Session calls of spec §7. Sign-in, SSO, refresh and the credential destroy live under the
// `auth` prefix; the signed-in user's own calls (user/me, user/logout) under `admin`.

export const AuthRoleSchema = z.object({
  name: z.string(),
  description: z.string(),
});
export type AuthRole = z.infer<typeof AuthRoleSchema>;

export const SessionUserSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  privy_id: z.string(),
  /** 1 = corporate single-sign-on user (spec §6); 0 = local password user. */
  user_type: z.number().check(z.int()),
  auth_role: AuthRoleSchema,
  roles: z.array(AuthRoleSchema),
  /** Permission codes granted by the user's role. */
  permissions: z.array(z.string()),
  /** Codes the front end gates on: `permissions` plus the super_admin revoke codes (§6). */
  fe_permissions: z.array(z.string()),
  unread_notification: z.number().check(z.int(), z.nonnegative()),
  /** Whether the user gets a notification when a top-up is processed (PUT user/me). */
  notification_topup: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const MeResponseSchema = dataEnvelope(z.object({ user: SessionUserSchema }));
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const getMe = defineEndpoint({
  id: 'getMe',
  method: 'GET',
  prefix: 'admin',
  path: 'user/me',
  tag: 'session',
  summary: 'The signed-in user with role, permissions and unread notification count',
  access: 'session',
  response: MeResponseSchema,
});

export const UpdateMeRequestSchema = z.strictObject({ notification_topup: z.boolean() });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequestSchema>;

export const updateMe = defineEndpoint({
  id: 'updateMe',
  method: 'PUT',
  prefix: 'admin',
  path: 'user/me',
  tag: 'session',
  summary: 'Change the notification top-up setting of the signed-in user',
  access: 'session',
  body: UpdateMeRequestSchema,
  bodyLimit: 1024,
  response: MeResponseSchema,
});

/** Tokens of a new or refreshed session. `expires_in` is the refresh token's lifetime. */
export const TokenPairSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  token_type: z.literal('Bearer'),
  /** Seconds the refresh token stays valid: also the refresh cookie's max-age (§4, §9). */
  expires_in: z.number().check(z.int(), z.positive()),
  /** Seconds the access token stays valid. */
  token_expires_in: z.number().check(z.int(), z.positive()),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;
export const TokenResponseSchema = dataEnvelope(TokenPairSchema);
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const LoginRequestSchema = z.strictObject({
  username: safeText({ min: 1, max: 100, trim: true, minMessage: 'Username is required' }),
  /** The password encrypted with RSA-OAEP SHA-256 under `loginPublicKey`, base64. */
  password: safeText({ min: 1, max: 1024, minMessage: 'Password is required' }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  prefix: 'auth',
  path: 'auth/login',
  tag: 'session',
  summary: 'Sign in with username and RSA-OAEP encrypted password',
  access: 'public',
  body: LoginRequestSchema,
  // A login body is a few hundred bytes; anything near this is not a login.
  bodyLimit: 4 * 1024,
  response: TokenResponseSchema,
});

export const ssoLogin = defineEndpoint({
  id: 'ssoLogin',
  method: 'GET',
  prefix: 'auth',
  path: 'auth/sso-login',
  tag: 'session',
  summary: 'Exchange a corporate SSO access token (Authorization: Bearer) for a session',
  access: 'public',
  response: TokenResponseSchema,
});

/** The header that marks a refresh call, so clients never try to refresh a refresh. */
export const REFRESH_HEADER = 'x-refresh-token';

export const RefreshRequestSchema = z.strictObject({
  refresh_token: safeText({ min: 1, max: 512 }),
});
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

export const refreshToken = defineEndpoint({
  id: 'refreshToken',
  method: 'POST',
  prefix: 'auth',
  path: 'auth/refresh-token',
  tag: 'session',
  summary:
    'Rotate the refresh token and get a new access token; reuse of an old one ends the session',
  access: 'public',
  body: RefreshRequestSchema,
  bodyLimit: 2 * 1024,
  response: TokenResponseSchema,
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  prefix: 'admin',
  path: 'user/logout',
  tag: 'session',
  summary: 'End the session of the access token (its refresh token is revoked)',
  access: 'session',
  response: MessageResponseSchema,
});

/**
 * Logout of the delegated sign-in client. A browser app cannot keep a secret, so for the
 * public web client `client_secret` is its registered public value; confidential clients
 * have a real one. The Bearer access token names the session to end. Like OAuth token revocation
 * (RFC 7009), a genuine token whose session has already ended (the app calls user/logout first)
 * is answered 200 as well: the session is gone either way. No token, or one the server did not
 * issue or that has expired, is a 401; wrong client credentials are a 401 `invalid_client`.
 * Its access is therefore `public`: the server checks the token itself.
 */
export const CredentialDestroyRequestSchema = z.strictObject({
  client_id: safeText({ min: 1, max: 200 }),
  client_secret: safeText({ min: 1, max: 500 }),
});
export type CredentialDestroyRequest = z.infer<typeof CredentialDestroyRequestSchema>;

export const destroyCredential = defineEndpoint({
  id: 'destroyCredential',
  method: 'POST',
  prefix: 'auth',
  path: 'api-logout/credential/destroy',
  tag: 'session',
  summary: 'Revoke the session of the delegated sign-in client (Authorization: Bearer)',
  access: 'public',
  body: CredentialDestroyRequestSchema,
  bodyLimit: 4 * 1024,
  response: MessageResponseSchema,
});

export const sessionEndpoints = [
  getMe,
  updateMe,
  login,
  ssoLogin,
  refreshToken,
  logout,
  destroyCredential,
] as const;
