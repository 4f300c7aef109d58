import { describe, expect, it } from '@jest/globals';
import { generateLoginPrivateKeyPem } from './auth/login-key';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('fills in the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 4200,
      host: '0.0.0.0',
      mode: 'development',
      databaseUrl: undefined,
      staticDir: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 28800,
      bodyLimitBytes: 65536,
      loginMaxFailures: 5,
      loginFailureWindowSeconds: 900,
      sso: null,
      maintenance: false,
      oauthClientId: 'backoffice-web',
      oauthClientSecret: 'backoffice-web-public',
      poweredBy: 'Privy',
    });
    expect(config.pgliteDir).toMatch(/\.data\/pglite$/);
  });

  it('opens 10 PostgreSQL connections unless DATABASE_POOL_SIZE says how many, refusing 0 and fractions', () => {
    expect(parseConfig({}).databasePoolSize).toBe(10);
    expect(parseConfig({ DATABASE_POOL_SIZE: ' ' }).databasePoolSize).toBe(10);
    expect(parseConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    for (const wrong of ['0', '2.5', 'three', '5000'])
      expect(() => parseConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('checks every response against the contract outside production unless told to compile', () => {
    expect(parseConfig({}).responseSerialization).toBe('validating');
    expect(parseConfig({ APP_MODE: 'demo' }).responseSerialization).toBe('validating');
    expect(
      parseConfig({ APP_MODE: 'demo', RESPONSE_SERIALIZATION: 'compiled' }).responseSerialization,
    ).toBe('compiled');
    expect(() => parseConfig({ RESPONSE_SERIALIZATION: 'fast' })).toThrow(/RESPONSE_SERIALIZATION/);
  });

  it('compresses responses of 1,024 bytes and more, keeping 64 MB of compressed PDFs, unless RESPONSE_COMPRESSION is off', () => {
    const mb = 1024 * 1024;
    expect(parseConfig({}).responseCompression).toEqual({
      minBytes: 1024,
      reusableCacheBytes: 64 * mb,
    });
    expect(
      parseConfig({ RESPONSE_COMPRESSION_MIN_BYTES: '4096', RESPONSE_COMPRESSION_CACHE_MB: '0' })
        .responseCompression,
    ).toEqual({ minBytes: 4096, reusableCacheBytes: 0 });
    expect(parseConfig({ RESPONSE_COMPRESSION: 'false' }).responseCompression).toBeNull();
    expect(parseConfig({ RESPONSE_COMPRESSION: '0' }).responseCompression).toBeNull();
    expect(() => parseConfig({ RESPONSE_COMPRESSION: 'gzip' })).toThrow(
      /RESPONSE_COMPRESSION: expected true or false/,
    );
    for (const bad of ['0', '-1', '1.5', 'big', String(32 * 1024 * 1024)])
      expect(() => parseConfig({ RESPONSE_COMPRESSION_MIN_BYTES: bad })).toThrow(
        /RESPONSE_COMPRESSION_MIN_BYTES/,
      );
    for (const bad of ['-1', '1.5', 'lots', '16385'])
      expect(() => parseConfig({ RESPONSE_COMPRESSION_CACHE_MB: bad })).toThrow(
        /RESPONSE_COMPRESSION_CACHE_MB/,
      );
  });

  it('keeps 64 MB of read files by default, FILE_CACHE_MB of them when set, none with 0', () => {
    expect(parseConfig({}).fileCacheBytes).toBe(64 * 1024 * 1024);
    expect(parseConfig({ FILE_CACHE_MB: '8' }).fileCacheBytes).toBe(8 * 1024 * 1024);
    expect(parseConfig({ FILE_CACHE_MB: '0' }).fileCacheBytes).toBe(0);
    for (const bad of ['-1', '1.5', 'lots', '16385'])
      expect(() => parseConfig({ FILE_CACHE_MB: bad })).toThrow(/FILE_CACHE_MB/);
  });

  it('writes responses with compiled serialisers in production', async () => {
    const production = parseConfig({
      APP_MODE: 'production',
      JWT_SECRET: 'p'.repeat(48),
      LOGIN_PRIVATE_KEY_PEM: await generateLoginPrivateKeyPem(),
      SIGNING_P12_PATH: '/etc/esign/signing.p12',
      OTP_WEBHOOK_URL: 'https://gateway.example.com/otp',
    });
    expect(production.responseSerialization).toBe('compiled');
  });

  it('treats blank variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 4200,
      databaseUrl: undefined,
    });
  });

  it('names every bad variable in one error', () => {
    try {
      parseConfig({ PORT: 'eighty', APP_MODE: 'staging', DATABASE_URL: 'mysql://x' });
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('APP_MODE');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });

  it('requires the JWT secret, the signing certificate, the code gateway and the login key in production', () => {
    expect(() => parseConfig({ APP_MODE: 'production' })).toThrow(
      /JWT_SECRET: is required in production mode[\s\S]*SIGNING_P12_PATH: is required[\s\S]*OTP_WEBHOOK_URL: is required[\s\S]*LOGIN_PRIVATE_KEY_PEM: is required/,
    );
    expect(() =>
      parseConfig({
        APP_MODE: 'production',
        JWT_SECRET: 'x'.repeat(40),
        LOGIN_PRIVATE_KEY_PEM: 'not a key',
      }),
    ).toThrow(/LOGIN_PRIVATE_KEY_PEM: must be an RSA private key/);
  });

  it('enables SSO only with issuer, audience and JWKS together, and needs the SPA client settings', () => {
    expect(() => parseConfig({ SSO_ISSUER: 'https://login.example.com' })).toThrow(/SSO needs/);
    expect(() =>
      parseConfig({
        SSO_ISSUER: 'https://login.example.com',
        SSO_AUDIENCE: 'api://x',
        SSO_JWKS_URL: 'https://login.example.com/keys',
      }),
    ).toThrow(/SSO_CLIENT_ID and SSO_AUTHORITY/);
    const config = parseConfig({
      SSO_ISSUER: 'https://login.example.com',
      SSO_AUDIENCE: 'api://x',
      SSO_JWKS_URL: 'https://login.example.com/keys',
      SSO_CLIENT_ID: 'client',
      SSO_AUTHORITY: 'https://login.example.com/tenant',
      SSO_SCOPES: 'openid, User.Read',
    });
    expect(config.sso).toMatchObject({
      clientId: 'client',
      scopes: ['openid', 'User.Read'],
      protocol: 'aad',
    });
    expect(config.sso?.tenantId).toBeUndefined();
  });

  it('reads the SSO protocol and tenant, and refuses an unknown protocol', () => {
    const sso = {
      SSO_ISSUER: 'http://127.0.0.1:4400',
      SSO_AUDIENCE: 'api://x',
      SSO_JWKS_URL: 'http://127.0.0.1:4400/jwks',
      SSO_CLIENT_ID: 'client',
      SSO_AUTHORITY: 'http://127.0.0.1:4400',
    };
    expect(parseConfig({ ...sso, SSO_PROTOCOL: 'oidc', SSO_TENANT_ID: 'corp' }).sso).toMatchObject({
      protocol: 'oidc',
      tenantId: 'corp',
    });
    expect(() => parseConfig({ ...sso, SSO_PROTOCOL: 'saml' })).toThrow(/SSO_PROTOCOL/);
  });

  it('turns maintenance mode on from MAINTENANCE_MODE', () => {
    expect(parseConfig({ MAINTENANCE_MODE: 'true' }).maintenance).toBe(true);
    expect(() => parseConfig({ MAINTENANCE_MODE: 'soon' })).toThrow(/MAINTENANCE_MODE/);
  });
});
