import { RuntimeConfigSchema } from './runtime-config';

const config = {
  apiBaseUrl: '',
  loginPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
  oauthClientId: 'backoffice-web',
  sso: null,
  poweredBy: 'Privy',
  environment: 'demo',
};

describe('runtime config', () => {
  it('accepts a config without single sign-on', () => {
    expect(RuntimeConfigSchema.parse(config).sso).toBeNull();
  });

  it('defaults the SSO redirect path and rejects an authority that is not a URL', () => {
    const sso = {
      clientId: 'c',
      authority: 'https://login.example.com/tenant',
      scopes: ['User.Read'],
    };
    expect(RuntimeConfigSchema.parse({ ...config, sso }).sso?.redirectPath).toBe('/sso');
    expect(
      RuntimeConfigSchema.safeParse({ ...config, sso: { ...sso, authority: 'tenant' } }).success,
    ).toBe(false);
  });

  it('rejects a public key that is not PEM', () => {
    expect(RuntimeConfigSchema.safeParse({ ...config, loginPublicKey: 'abc' }).success).toBe(false);
  });
});
