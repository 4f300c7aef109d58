/** Where the end-to-end server listens, and the secret it signs access tokens with. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Known to the tests so they can mint an already-expired access token. */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
export const DEMO_PASSWORD = 'Demo#2026';
