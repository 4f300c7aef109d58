import { createHash } from 'node:crypto';
import {
  destroyCredential,
  endpointRoute,
  ErrorBodySchema,
  getMe,
  logout,
  MeResponseSchema,
  MessageResponseSchema,
  permissionCodes,
  refreshToken,
  superAdminRevokeCodes,
  TokenResponseSchema,
  updateMe,
  type TokenPair,
} from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encryptLoginPassword } from '../../auth/login-key';
import { activityLogs } from '../../db/schema/logs';
import { loginAttempts, refreshTokens } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { demoLogins } from '../../demo/demo-logins';
import {
  bearer,
  createTestApp,
  loginUrl,
  postLogin,
  signIn,
  type TestApp,
} from '../../testing/test-app';
import { INVALID_CREDENTIALS_MESSAGE } from './login-with-password';
import { SSO_MESSAGES } from './login-with-sso';

const meUrl = endpointRoute(getMe);
const updateMeUrl = endpointRoute(updateMe);
const refreshUrl = endpointRoute(refreshToken);
const logoutUrl = endpointRoute(logout);
const destroyUrl = endpointRoute(destroyCredential);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getMeWith = (token: string) =>
  t.app.inject({ method: 'GET', url: meUrl, headers: bearer(token) });
const refreshWith = (refresh: string) =>
  t.app.inject({ method: 'POST', url: refreshUrl, payload: { refresh_token: refresh } });
const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

async function activitiesOf(action: string) {
  return t.database.db.select().from(activityLogs).where(eq(activityLogs.action, action));
}

describe('POST auth/login', () => {
  it('signs in with the RSA-OAEP encrypted password and returns a short access token and a rotating refresh token', async () => {
    const response = await postLogin(t, 'superadmin');
    expect(response.statusCode).toBe(200);
    const { data } = TokenResponseSchema.parse(response.json());
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 28800, token_expires_in: 900 });

    const claims = decodeJwt(data.token);
    const [superadmin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'superadmin'));
    expect(claims.sub).toBe(String(superadmin?.id));
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(typeof claims['sid']).toBe('string');

    // Only the sha256 of the refresh token is stored, in the family named by the token's sid.
    const stored = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, claims['sid'] as string));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(
      createHash('sha256').update(data.refresh_token).digest('hex'),
    );
  });

  it('answers a wrong password and an unknown username with the same 401 message', async () => {
    const wrongPassword = await postLogin(t, 'signer', 'not-the-password');
    const unknownUser = await postLogin(t, 'nobody-here', 'Demo#2026');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    const a = errorOf(wrongPassword.body);
    const b = errorOf(unknownUser.body);
    expect(a.error).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect({ ...a, transaction_id: '' }).toEqual({ ...b, transaction_id: '' });
  });

  it('accepts the username in any case', async () => {
    expect((await postLogin(t, 'SuperAdmin')).statusCode).toBe(200);
  });

  it('refuses a password that is not encrypted with the login key, without counting it as a failure', async () => {
    const before = await t.database.db.select().from(loginAttempts);
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { username: 'viewer', password: 'Demo#2026' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response.body);
    expect(body.code).toBe('invalid_password_encoding');
    expect(body.messages).toEqual([expect.objectContaining({ param: 'password' })]);
    expect(await t.database.db.select().from(loginAttempts)).toHaveLength(before.length);
  });

  it('names each missing field in the 400 messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: loginUrl, payload: {} });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response.body);
    expect(body).toMatchObject({
      status: 400,
      code: 'validation_failed',
      error: 'Data sent is invalid',
    });
    expect(body.messages).toEqual([
      { param: 'username', messages: ['Username is required'] },
      { param: 'password', messages: ['Password is required'] },
    ]);
  });

  it('refuses unknown fields and names them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: {
        username: 'viewer',
        password: encryptLoginPassword(t.publicKey, 'Demo#2026'),
        is_admin: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      { param: 'is_admin', messages: ['Is admin is not allowed'] },
    ]);
  });

  it('answers malformed JSON with validation_failed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "viewer", ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toMatchObject({
      code: 'validation_failed',
      messages: ['Body is not valid JSON'],
    });
  });

  it('does not let a single-sign-on user (no password) sign in with a password', async () => {
    const response = await postLogin(t, 'rina.wijaya', '');
    expect(response.statusCode).toBe(400); // an empty password does not even encrypt to a valid login
    const withSomePassword = await postLogin(t, 'rina.wijaya', 'anything');
    expect(withSomePassword.statusCode).toBe(401);
  });

  it('records the successful and the failed sign-ins in the activity log', async () => {
    await postLogin(t, 'viewer');
    await postLogin(t, 'viewer', 'wrong');
    const [viewer] = await t.database.db.select().from(users).where(eq(users.username, 'viewer'));
    const logins = await activitiesOf('auth.login');
    const failures = await activitiesOf('auth.login_failed');
    expect(
      logins.some((row) => row.userId === viewer?.id && row.activity.includes('Dewi Lestari')),
    ).toBe(true);
    expect(
      failures.some((row) => row.userId === viewer?.id && row.activity.includes('"viewer"')),
    ).toBe(true);
    expect(
      failures.some((row) => row.userId === null && row.activity.includes('"nobody-here"')),
    ).toBe(true);
  });

  it('locks a username after 5 failures in the window (429 with Retry-After) and lets it in once the window has passed', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await postLogin(t, 'finance', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const failuresOf = async () =>
      t.database.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'finance'));
    // Counted in the database (so every instance sees them), not in memory.
    expect((await failuresOf()).filter((row) => !row.succeeded)).toHaveLength(5);
    const locked = await postLogin(t, 'finance');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(errorOf(locked.body).code).toBe('too_many_attempts');

    // Another username is not affected.
    expect((await postLogin(t, 'signer')).statusCode).toBe(200);

    t.clock.advance(899);
    const stillLocked = await postLogin(t, 'finance');
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('1');

    t.clock.advance(1);
    expect((await postLogin(t, 'finance')).statusCode).toBe(200);

    // Attempts that left the window are pruned; the success is recorded.
    expect((await failuresOf()).map((row) => row.succeeded)).toEqual([true]);
  });

  it('holds the limit when failures arrive at the same time', async () => {
    // An unknown username is limited exactly like a real one; the advisory lock serialises the attempts.
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postLogin(t, 'ghost-user', 'guess')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await postLogin(t, 'signer', 'wrong');
    expect((await postLogin(t, 'signer')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) await postLogin(t, 'signer', 'wrong');
    expect((await postLogin(t, 'signer')).statusCode).toBe(200);
  });
});

describe('GET and PUT user/me', () => {
  it('returns the super administrator with every code and the three revoke codes', async () => {
    const { token } = await signIn(t, 'superadmin');
    const response = await getMeWith(token);
    expect(response.statusCode).toBe(200);
    const { user } = MeResponseSchema.parse(response.json()).data;
    expect(user).toMatchObject({
      name: 'Budi Santoso',
      username: 'superadmin',
      privy_id: 'DEMO001',
      user_type: 0,
      auth_role: { name: 'super_admin', description: 'Super Administrator' },
      roles: [{ name: 'super_admin', description: 'Super Administrator' }],
      unread_notification: 3,
    });
    expect(user.permissions).toEqual([...permissionCodes]);
    expect(user.fe_permissions).toEqual(expect.arrayContaining([...superAdminRevokeCodes]));
  });

  it.each(demoLogins.filter((login) => login.permissions !== 'all'))(
    'returns exactly the codes of $username',
    async (login) => {
      const { token } = await signIn(t, login.username);
      const { user } = MeResponseSchema.parse((await getMeWith(token)).json()).data;
      expect([...user.permissions].sort()).toEqual([...(login.permissions as string[])].sort());
      expect(user.fe_permissions).toEqual(user.permissions);
      expect(user.auth_role).toEqual(login.role);
    },
  );

  it('answers 401 without a token, with a forged token and with an expired token', async () => {
    const missing = await t.app.inject({ method: 'GET', url: meUrl });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(errorOf(missing.body).code).toBe('unauthorized');

    const { token } = await signIn(t, 'viewer');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await getMeWith(forged)).statusCode).toBe(401);
    expect((await getMeWith('not-a-jwt')).statusCode).toBe(401);

    t.clock.advance(901);
    const expired = await getMeWith(token);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired.body).code).toBe('invalid_token');
  });

  it('changes the notification top-up setting and writes an activity row', async () => {
    const { token } = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'PUT',
      url: updateMeUrl,
      headers: bearer(token),
      payload: { notification_topup: true },
    });
    expect(response.statusCode).toBe(200);
    expect(MeResponseSchema.parse(response.json()).data.user.notification_topup).toBe(true);
    expect(
      MeResponseSchema.parse((await getMeWith(token)).json()).data.user.notification_topup,
    ).toBe(true);

    const [viewer] = await t.database.db.select().from(users).where(eq(users.username, 'viewer'));
    const rows = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, 'user.update_me'), eq(activityLogs.userId, viewer?.id ?? -1)),
      );
    expect(rows).toEqual([
      expect.objectContaining({ activity: 'Turned top-up notifications on', subjectType: 'user' }),
    ]);
  });

  it('refuses a non-boolean setting and unknown fields', async () => {
    const { token } = await signIn(t, 'viewer');
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: updateMeUrl,
      headers: bearer(token),
      payload: { notification_topup: 'yes' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType.body).messages).toEqual([
      { param: 'notification_topup', messages: [expect.any(String)] },
    ]);
    const extra = await t.app.inject({
      method: 'PUT',
      url: updateMeUrl,
      headers: bearer(token),
      payload: { notification_topup: true, name: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('asks for a session before it validates the body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: updateMeUrl,
      payload: { notification_topup: 'yes' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST auth/refresh-token', () => {
  it('rotates the refresh token within the same session', async () => {
    const first = await signIn(t, 'signer');
    const response = await refreshWith(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = TokenResponseSchema.parse(response.json()).data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.token)['sid']).toBe(decodeJwt(first.token)['sid']);
    expect((await getMeWith(second.token)).statusCode).toBe(200);

    const family = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, decodeJwt(first.token)['sid'] as string));
    expect(family).toHaveLength(2);
    const old = family.find((row) => row.replacedBy !== null);
    expect(old?.replacedBy).toBe(family.find((row) => row.replacedBy === null)?.id);
  });

  it('ends the whole session when an already rotated token is presented again', async () => {
    const first = await signIn(t, 'signer');
    const second = TokenResponseSchema.parse((await refreshWith(first.refresh_token)).json()).data;

    const reuse = await refreshWith(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse.body).code).toBe('refresh_token_reused');

    // The legitimate newest token and the access tokens of the family are dead too.
    expect((await refreshWith(second.refresh_token)).statusCode).toBe(401);
    expect((await getMeWith(second.token)).statusCode).toBe(401);
    expect((await getMeWith(first.token)).statusCode).toBe(401);

    const rows = await activitiesOf('auth.refresh_reuse');
    expect(rows.some((row) => row.subjectId === decodeJwt(first.token)['sid'])).toBe(true);
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await signIn(t, 'signer');
    t.clock.advance(28800);
    const response = await refreshWith(tokens.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body).code).toBe('session_expired');
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await refreshWith('made-up-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: refreshUrl, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing.body).messages).toEqual([
      { param: 'refresh_token', messages: ['Refresh token is required'] },
    ]);
  });
});

describe('logout', () => {
  it('user/logout makes the access token and the refresh token unusable at once', async () => {
    const tokens = await signIn(t, 'viewer');
    const other: TokenPair = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'POST',
      url: logoutUrl,
      headers: bearer(tokens.token),
    });
    expect(response.statusCode).toBe(200);
    expect(MessageResponseSchema.parse(response.json()).data.message).toBe('Signed out');

    expect((await getMeWith(tokens.token)).statusCode).toBe(401);
    expect((await refreshWith(tokens.refresh_token)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    expect((await getMeWith(other.token)).statusCode).toBe(200);

    const rows = await activitiesOf('auth.logout');
    expect(rows.some((row) => row.subjectId === decodeJwt(tokens.token)['sid'])).toBe(true);
  });

  it('user/logout needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: logoutUrl })).statusCode).toBe(401);
  });

  it('api-logout/credential/destroy refuses wrong client credentials and leaves the session alone', async () => {
    const tokens = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'POST',
      url: destroyUrl,
      headers: bearer(tokens.token),
      payload: { client_id: 'backoffice-web', client_secret: 'wrong' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body).code).toBe('invalid_client');
    expect((await getMeWith(tokens.token)).statusCode).toBe(200);
  });

  it('api-logout/credential/destroy with the client credentials ends the session', async () => {
    const tokens = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'POST',
      url: destroyUrl,
      headers: bearer(tokens.token),
      payload: { client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret },
    });
    expect(response.statusCode).toBe(200);
    expect((await getMeWith(tokens.token)).statusCode).toBe(401);
    expect((await refreshWith(tokens.refresh_token)).statusCode).toBe(401);
    expect(await activitiesOf('auth.credential_destroy')).toHaveLength(1);
  });

  it('api-logout/credential/destroy after user/logout answers 200 and ends nothing more (the session is gone either way)', async () => {
    const tokens = await signIn(t, 'viewer');
    const other = await signIn(t, 'viewer');
    const client = { client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret };
    expect(
      (await t.app.inject({ method: 'POST', url: logoutUrl, headers: bearer(tokens.token) }))
        .statusCode,
    ).toBe(200);
    const before = (await activitiesOf('auth.credential_destroy')).length;
    const response = await t.app.inject({
      method: 'POST',
      url: destroyUrl,
      headers: bearer(tokens.token),
      payload: client,
    });
    expect(response.statusCode).toBe(200);
    expect(MessageResponseSchema.parse(response.json()).data.message).toBe('Credential destroyed');
    expect(await activitiesOf('auth.credential_destroy')).toHaveLength(before);
    expect((await getMeWith(other.token)).statusCode).toBe(200);

    // Still refused: wrong client credentials, no token, a token the server did not issue.
    const wrongClient = await t.app.inject({
      method: 'POST',
      url: destroyUrl,
      headers: bearer(tokens.token),
      payload: { ...client, client_secret: 'wrong' },
    });
    expect(errorOf(wrongClient.body).code).toBe('invalid_client');
    const anonymous = await t.app.inject({ method: 'POST', url: destroyUrl, payload: client });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: destroyUrl,
      headers: bearer(`${tokens.token.slice(0, -4)}AAAA`),
      payload: client,
    });
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged.body).code).toBe('invalid_token');
  });

  it('api-logout/credential/destroy names missing client fields', async () => {
    const tokens = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'POST',
      url: destroyUrl,
      headers: bearer(tokens.token),
      payload: { client_id: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      { param: 'client_secret', messages: ['Client secret is required'] },
    ]);
  });
});

describe('GET auth/sso-login', () => {
  const ssoLoginUrl = '/api/auth/api/v1/auth/sso-login';

  it('answers 501 sso_not_configured when SSO is not configured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ssoLoginUrl,
      headers: bearer('x.y.z'),
    });
    expect(response.statusCode).toBe(501);
    expect(errorOf(response.body).code).toBe('sso_not_configured');
  });

  describe('when configured', () => {
    const issuer = 'https://login.example.com/tenant/v2.0';
    const audience = 'api://esign-backoffice';
    const tenant = 'corp-tenant';
    let sso: TestApp;
    let privateKey: CryptoKey;
    let strangerKey: CryptoKey;

    beforeAll(async () => {
      const pair = await generateKeyPair('RS256');
      privateKey = pair.privateKey;
      ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
      const publicJwk = await exportJWK(pair.publicKey);
      sso = await createTestApp({
        env: {
          SSO_ISSUER: issuer,
          SSO_AUDIENCE: audience,
          SSO_JWKS_URL: 'https://login.example.com/tenant/discovery/v2.0/keys',
          SSO_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
          SSO_AUTHORITY: 'https://login.example.com/tenant',
          SSO_TENANT_ID: tenant,
        },
        ssoKeys: createLocalJWKSet({ keys: [{ ...publicJwk, kid: 'test-key', alg: 'RS256' }] }),
      });
    });
    afterAll(async () => {
      await sso?.close();
    });

    const ssoToken = (
      claims: Record<string, unknown>,
      options: {
        key?: CryptoKey | Uint8Array;
        alg?: string;
        issuer?: string;
        audience?: string;
        expiresIn?: number;
        notBefore?: number;
      } = {},
    ) => {
      const now = Math.floor(sso.clock.now().getTime() / 1000);
      const jwt = new SignJWT({ tid: tenant, ...claims })
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(now)
        .setExpirationTime(now + (options.expiresIn ?? 3600));
      if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
      return jwt.sign(options.key ?? privateKey);
    };
    const exchange = async (token: string) =>
      sso.app.inject({ method: 'GET', url: ssoLoginUrl, headers: bearer(token) });

    it('exchanges a valid token of a registered SSO user for a session', async () => {
      const response = await exchange(
        await ssoToken({ preferred_username: 'Rina.Wijaya@demo.example.co.id' }),
      );
      expect(response.statusCode).toBe(200);
      const { data } = TokenResponseSchema.parse(response.json());
      const me = await sso.app.inject({ method: 'GET', url: meUrl, headers: bearer(data.token) });
      expect(MeResponseSchema.parse(me.json()).data.user).toMatchObject({
        username: 'rina.wijaya',
        user_type: 1,
      });
    });

    it('puts the SSO settings into /config.json', async () => {
      const config = (await sso.app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(config.sso).toEqual({
        clientId: '11111111-2222-3333-4444-555555555555',
        authority: 'https://login.example.com/tenant',
        scopes: ['User.Read'],
        redirectPath: '/sso',
        protocolMode: 'AAD',
      });
    });

    const refusal = async (token: string) => {
      const response = await exchange(token);
      const body = errorOf(response.body);
      return { status: response.statusCode, code: body.code, message: body.error };
    };

    it.each<[string, () => Promise<string>, string]>([
      [
        'another audience',
        () => ssoToken({ preferred_username: 'rina.wijaya' }, { audience: 'api://other' }),
        SSO_MESSAGES.audience,
      ],
      [
        'another issuer',
        () => ssoToken({ preferred_username: 'rina.wijaya' }, { issuer: 'https://evil.example' }),
        SSO_MESSAGES.issuer,
      ],
      [
        'an expired token',
        () => ssoToken({ preferred_username: 'rina.wijaya' }, { expiresIn: -120 }),
        SSO_MESSAGES.expired,
      ],
      [
        'a token not valid yet',
        () => ssoToken({ preferred_username: 'rina.wijaya' }, { notBefore: 600 }),
        SSO_MESSAGES.notYetValid,
      ],
      [
        'an unsigned token (alg none)',
        async () =>
          new UnsecuredJWT({ preferred_username: 'rina.wijaya', tid: tenant })
            .setIssuer(issuer)
            .setAudience(audience)
            .setExpirationTime(Math.floor(sso.clock.now().getTime() / 1000) + 3600)
            .encode(),
        SSO_MESSAGES.algorithm,
      ],
      [
        'a token signed by an unknown key',
        () => ssoToken({ preferred_username: 'rina.wijaya' }, { key: strangerKey }),
        SSO_MESSAGES.signature,
      ],
      [
        'a token signed with a shared secret (HS256)',
        () =>
          ssoToken(
            { preferred_username: 'rina.wijaya' },
            { key: new TextEncoder().encode('x'.repeat(32)), alg: 'HS256' },
          ),
        SSO_MESSAGES.algorithm,
      ],
      ['a token that is not a JWT', async () => 'not-a-jwt', SSO_MESSAGES.malformed],
    ])('refuses %s with a 401 saying why', async (_case, makeToken, message) => {
      expect(await refusal(await makeToken())).toEqual({
        status: 401,
        code: 'invalid_sso_token',
        message,
      });
    });

    it('serves the SSO redirect page with an opener policy that keeps the MSAL popup attached', async () => {
      const ssoPage = await sso.app.inject({ method: 'GET', url: '/sso?x=1' });
      expect(ssoPage.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const login = await sso.app.inject({ method: 'GET', url: '/login' });
      expect(login.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    });

    it('refuses a request without a token', async () => {
      const response = await sso.app.inject({ method: 'GET', url: ssoLoginUrl });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response.body).error).toBe(SSO_MESSAGES.missing);
    });

    it('refuses a token of another tenant', async () => {
      expect(
        await refusal(await ssoToken({ preferred_username: 'rina.wijaya', tid: 'other-corp' })),
      ).toEqual({ status: 401, code: 'sso_wrong_tenant', message: SSO_MESSAGES.tenant });
    });

    it('refuses with a 401 an account that is unknown, or not a user_type 1 user', async () => {
      expect(
        await refusal(await ssoToken({ preferred_username: 'someone@else.example.com' })),
      ).toEqual({
        status: 401,
        code: 'sso_user_not_registered',
        message: SSO_MESSAGES.notRegistered,
      });
      // A password user (user_type 0) cannot be reached through SSO.
      expect(await refusal(await ssoToken({ email: 'budi.santoso@demo.example.co.id' }))).toEqual({
        status: 401,
        code: 'sso_not_allowed',
        message: SSO_MESSAGES.notSsoUser,
      });
    });

    it('refuses a deactivated SSO user', async () => {
      await sso.database.db
        .update(users)
        .set({ isActive: false })
        .where(eq(users.username, 'rina.wijaya'));
      try {
        expect(await refusal(await ssoToken({ preferred_username: 'rina.wijaya' }))).toEqual({
          status: 401,
          code: 'sso_user_inactive',
          message: SSO_MESSAGES.inactive,
        });
      } finally {
        await sso.database.db
          .update(users)
          .set({ isActive: true })
          .where(eq(users.username, 'rina.wijaya'));
      }
    });
  });
});
