import { expect, test } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../support/e2e-env';
import { signIn } from '../support/session-helpers';

const ME = '**/api/admin/api/v1/user/me';

/** The same access token, but already expired: what the browser holds after the token lifetime. */
async function expiredCopyOf(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ sid: claims['sid'] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(claims.aud as string)
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

test.describe('session lifetime', () => {
  test('logout returns to /login and admin pages then redirect to /login', async ({ page }) => {
    await signIn(page, 'signer');
    await page.getByRole('button', { name: /\(DEMO\d+\)/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired access token is refreshed transparently', async ({ page }) => {
    const tokens = await signIn(page, 'superadmin');
    const expired = await expiredCopyOf(tokens.token);
    let served = false;
    // The next user/me goes out with the expired token, exactly as after the lifetime passed.
    await page.route(ME, async (route) => {
      if (served) return route.continue();
      served = true;
      await route.continue({
        headers: { ...route.request().headers(), authorization: `Bearer ${expired}` },
      });
    });
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/auth/refresh-token') && response.status() === 200,
    );
    await page.reload();
    await refreshed;
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('a revoked refresh token ends the session', async ({ page, request }) => {
    const tokens = await signIn(page, 'signer');
    const revoked = await request.post('/api/admin/api/v1/user/logout', {
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(revoked.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });
});
