import { expect, test, type Page } from '@playwright/test';
import { SSO_E2E } from '../support/sso-e2e.mjs';

// The e2e server's corporate SSO is a local OpenID Connect provider on HTTPS with a throwaway
// certificate (src/support/start-server.mjs); the browser accepts it for these tests.
test.use({ ignoreHTTPSErrors: true });

const SSO_BUTTON = 'Continue with corporate SSO';
const { user } = SSO_E2E;

/** Makes the browser refuse popups, as a popup blocker does: MSAL then signs in by redirect. */
async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

async function expectSignedInAsSsoUser(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /\(DEMO005\)/ })).toContainText(user.name);
}

test.describe('corporate single sign-on', () => {
  // MSAL must talk to the configured authority only: nothing may leave this machine.
  let offMachine: string[] = [];
  test.beforeEach(({ context }) => {
    offMachine = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1') {
        offMachine.push(request.url());
      }
    });
  });
  test.afterEach(() => {
    expect(offMachine).toEqual([]);
  });

  test('signs a user_type 1 user in through the MSAL popup, and logs out of the back-office and the identity provider', async ({
    page,
  }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: SSO_BUTTON }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: `Continue as ${user.name}` }).click();
    await expectSignedInAsSsoUser(page);

    const endSession = page.waitForRequest((request) =>
      /\/session\/end(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    await page.getByRole('button', { name: /\(DEMO005\)/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await endSession;
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: SSO_BUTTON })).toBeEnabled();

    // Signed out of the provider too: the next SSO sign-in asks who is signing in again.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    const again = page.waitForEvent('popup');
    await page.getByRole('button', { name: SSO_BUTTON }).click();
    await expect(
      (await again).getByRole('button', { name: `Continue as ${user.name}` }),
    ).toBeVisible();
  });

  test('signs in by redirect through /sso when the browser blocks popups', async ({ page }) => {
    await blockPopups(page);
    await page.goto('/login');
    await page.getByRole('button', { name: SSO_BUTTON }).click();
    await page.getByRole('button', { name: `Continue as ${user.name}` }).click();
    await expectSignedInAsSsoUser(page);
  });

  test('the delegated sign-in (/auth/login) lands on its redirect-url after an SSO redirect', async ({
    page,
  }) => {
    await blockPopups(page);
    await page.goto('/auth/login?redirect-url=%2Fadmin%2Fdocuments%2Fcompleted');
    await page.getByRole('button', { name: SSO_BUTTON }).click();
    await page.getByRole('button', { name: `Continue as ${user.name}` }).click();
    await expect(page).toHaveURL(/\/admin\/documents\/completed$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('a redirect that comes back with an error ends on the login page with the reason', async ({
    page,
  }) => {
    await blockPopups(page);
    await page.goto('/login');
    await page.getByRole('button', { name: SSO_BUTTON }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText(
      'The identity provider refused the sign-in (access_denied): The user cancelled the sign-in',
    );
    // No loop: the login page stays, ready for another try.
    await expect(page.getByRole('button', { name: SSO_BUTTON })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('closing the SSO popup leaves the user on the login page with a clear message', async ({
    page,
  }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: SSO_BUTTON }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: `Continue as ${user.name}` }).waitFor();
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText(
      'Single sign-on was cancelled: the sign-in window was closed before it finished.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});
