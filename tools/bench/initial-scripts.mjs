// Which /assets/*.js files a browser loads for /login and then for the admin frame (/admin)
// after signing in with the demo super admin. Shared by bundle-size.mjs and bundle-composition.mjs.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './serve-built-app.mjs';

export const DEMO_USER = { username: 'superadmin', password: 'Demo#2026' };

/** Signs in through the login form of an open page and waits for the admin frame. */
export async function signIn(page) {
  await page.getByRole('textbox', { name: /username/i }).fill(DEMO_USER.username);
  await page.locator('input[name="password"]').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
}

/**
 * The scripts under /assets/ the page fetches during `action`. Each one's `content-encoding` and
 * body bytes as received (compressed) go into `wire` (file → { encoding, bytes }).
 */
async function scriptsLoaded(page, action, wire) {
  const files = new Set();
  const pending = [];
  const onFinished = (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return;
    const file = url.pathname.slice('/assets/'.length);
    files.add(file);
    pending.push(
      Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => {
        wire.set(file, {
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          bytes: sizes.responseBodySize,
        });
      }),
    );
  };
  page.on('requestfinished', onFinished);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return files;
}

/**
 * Returns { login, admin, initial, wire, acceptEncoding }: sets of asset file names (admin =
 * loaded after login only), what each script cost on the wire, and the `accept-encoding` the
 * browser sent for them.
 */
export async function initialScripts(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const wire = new Map();
    const acceptEncoding = new Set();
    // Playwright's request headers leave out what the network stack adds; CDP has them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSentExtraInfo', ({ headers }) => {
      const value = headers['accept-encoding'] ?? headers['Accept-Encoding'];
      if (value) acceptEncoding.add(value);
    });
    const login = await scriptsLoaded(page, () => page.goto(`${baseUrl}/login`), wire);
    const admin = await scriptsLoaded(page, () => signIn(page), wire);
    return { login, admin, initial: new Set([...login, ...admin]), wire, acceptEncoding };
  } finally {
    await browser.close();
  }
}
