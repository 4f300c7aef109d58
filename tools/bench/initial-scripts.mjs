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

async function scriptsLoaded(page, action) {
  const files = new Set();
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      files.add(url.pathname.slice('/assets/'.length));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return files;
}

/** Returns { login, admin, initial }: sets of asset file names (admin = loaded after login only). */
export async function initialScripts(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const login = await scriptsLoaded(page, () => page.goto(`${baseUrl}/login`));
    const admin = await scriptsLoaded(page, () => signIn(page));
    return { login, admin, initial: new Set([...login, ...admin]) };
  } finally {
    await browser.close();
  }
}
