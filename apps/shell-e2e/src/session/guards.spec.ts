import { expect, test } from '@playwright/test';
import { signIn } from '../support/session-helpers';

test.describe('route guards', () => {
  test('finance opening the Need to Sign list gets the 403 page', async ({ page }) => {
    await signIn(page, 'finance');
    await page.goto('/admin/documents/sign');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a user without home is sent from /admin to a page it may open', async ({ page }) => {
    await signIn(page, 'finance');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/ematerai\/ematerai-balance$/);
  });

  test('a visitor without a session opening an admin page goes to /login', async ({ page }) => {
    await page.goto('/admin/setting/user');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user opening /login goes to /admin', async ({ page }) => {
    await signIn(page, 'viewer');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a trailing slash is removed by redirect', async ({ page }) => {
    await signIn(page, 'superadmin');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/admin/documents/');
    // /admin/documents then opens the section's first page the user may see.
    await expect(page).toHaveURL(/\/admin\/documents\/sign$/);
    expect(visited).toContain('/admin/documents');
  });

  test('an unknown page shows the 404 message and a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the delegated sign-in never follows a redirect-url to another origin', async ({ page }) => {
    await page.goto('/auth/login?redirect-url=https://evil.example/steal');
    await page.getByRole('textbox', { name: /username/i }).fill('viewer');
    await page.locator('input[name="password"]').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(new URL(page.url()).origin).toBe(
      new URL(page.context().pages()[0]?.url() ?? page.url()).origin,
    );
    expect(page.url()).not.toContain('evil.example');
  });

  test('the delegated sign-in lands on a same-origin redirect-url', async ({ page }) => {
    await page.goto('/auth/login?redirect-url=/admin/documents/completed');
    await page.getByRole('textbox', { name: /username/i }).fill('viewer');
    await page.locator('input[name="password"]').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/documents\/completed$/);
  });
});
