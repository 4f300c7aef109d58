// Starts the built API server (which serves the built shell) on a fresh database in a temp dir,
// with a local OpenID Connect provider as its corporate SSO.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSsoProvider, SSO_API_SCOPE } from './sso-provider.mjs';
import { SSO_E2E } from './sso-e2e.mjs';

const root = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'esign-e2e-'));
const port = process.env.E2E_PORT ?? '4310';

// A throwaway certificate for the provider's HTTPS: the browser is told to accept it (the SSO
// spec's ignoreHTTPSErrors), the API server trusts it through NODE_EXTRA_CA_CERTS.
const keyPath = join(dataDir, 'sso-key.pem');
const certPath = join(dataDir, 'sso-cert.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyPath,
    '-out',
    certPath,
  ],
  { stdio: 'ignore' },
);
const sso = await startSsoProvider({
  tls: { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') },
  appOrigin: `http://127.0.0.1:${port}`,
  clientId: SSO_E2E.clientId,
  audience: SSO_E2E.audience,
  tenantId: SSO_E2E.tenantId,
  user: SSO_E2E.user,
});

const server = spawn(process.execPath, [join(root, 'dist/apps/api/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    APP_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    STATIC_DIR: join(root, 'dist/apps/shell'),
    // The tests mint an expired token with the same secret (src/support/e2e-env.ts).
    JWT_SECRET: process.env.E2E_JWT_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '300',
    LOG_LEVEL: 'warn',
    SSO_PROTOCOL: 'oidc',
    SSO_AUTHORITY: sso.issuer,
    SSO_ISSUER: sso.issuer,
    SSO_JWKS_URL: sso.jwksUrl,
    SSO_AUDIENCE: SSO_E2E.audience,
    SSO_CLIENT_ID: SSO_E2E.clientId,
    SSO_TENANT_ID: SSO_E2E.tenantId,
    SSO_SCOPES: SSO_API_SCOPE,
    NODE_EXTRA_CA_CERTS: certPath,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  void sso.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
