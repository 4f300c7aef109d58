import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './e2e-env';

export interface IssuedTokens {
  token: string;
  refresh_token: string;
}

/** Signs in through the login form and returns the tokens the server issued. */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<IssuedTokens> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /username/i }).fill(username);
  await page.locator('input[name="password"]').fill(password);
  const loginResponse = page.waitForResponse(
    (response) => response.url().endsWith('/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const body = (await (await loginResponse).json()) as { data: IssuedTokens };
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return body.data;
}

/** The labels of the sidebar menu, parents and children, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const labels = await nav.getByRole('link').allInnerTexts();
  const buttons = await nav.getByRole('button').allInnerTexts();
  return [...labels, ...buttons]
    .map((label) => label.trim())
    .filter(Boolean)
    .sort();
}
