import { loadRuntimeConfig, RuntimeConfigError } from './load-runtime-config';
import { runtimeConfig } from './testing/factories';

function answer(status: number, body: unknown) {
  return jest.fn(async (_input: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (typeof body === 'string') throw new SyntaxError('Unexpected token');
      return body;
    },
  }));
}

describe('loadRuntimeConfig', () => {
  it('fetches /config.json as a plain GET, the request the page preloads, and returns the validated config', async () => {
    const config = runtimeConfig({ apiBaseUrl: 'https://api.example.co.id' });
    const fetchImpl = answer(200, config);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(config);
    // Any init (a cache mode, a header) would keep the browser from using the preloaded response.
    expect(fetchImpl).toHaveBeenCalledWith('/config.json');
  });

  it('fills the SSO redirect path default', async () => {
    const sso = {
      clientId: 'abc',
      authority: 'https://login.example.com/tenant',
      scopes: ['User.Read'],
    };
    const loaded = await loadRuntimeConfig(answer(200, { ...runtimeConfig(), sso }));
    expect(loaded.sso?.redirectPath).toBe('/sso');
  });

  it('fails clearly when the file is missing', async () => {
    await expect(loadRuntimeConfig(answer(404, {}))).rejects.toThrow(
      'Could not load /config.json: HTTP 404',
    );
  });

  it('fails clearly when the request itself fails', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('fails clearly when the file is not JSON', async () => {
    await expect(loadRuntimeConfig(answer(200, '<html>'))).rejects.toThrow(
      '/config.json is not valid JSON',
    );
  });

  it('names the invalid field', async () => {
    const { loginPublicKey: _missing, ...withoutKey } = runtimeConfig();
    const failure = loadRuntimeConfig(answer(200, { ...withoutKey, environment: 'staging' }));
    await expect(failure).rejects.toBeInstanceOf(RuntimeConfigError);
    await expect(failure).rejects.toThrow(
      /loginPublicKey[\s\S]*environment|environment[\s\S]*loginPublicKey/,
    );
  });
});
