import { expect, test, type ConsoleMessage } from '@playwright/test';
import { codeRefused, codeRequested, firstPageDrawn } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

const SEND_CODE = /\/document\/[^/]+\/otp\/send$/;

/**
 * Chromium itself reports every response with a 4xx/5xx status as "Failed to load resource";
 * no page code can silence that line, so it is not the app's console error.
 */
const isBrowserNetworkLine = (message: ConsoleMessage) =>
  message.text().startsWith('Failed to load resource:');

test.describe('the browser console', () => {
  test('stays free of errors through sign-in, a list, a detail and refused requests (429, 404)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isBrowserNetworkLine(message)) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.goto('/admin/documents/sign/PKS-2026-0108');
    await firstPageDrawn(page);

    // Sign, close, Sign again: the second code request is refused with 429.
    const sent = codeRequested(page, SEND_CODE);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await sent;
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const refused = codeRefused(page, SEND_CODE);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await refused;
    await expect(dialog.getByLabel('One-time password')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/documents/sign/NOPE-123');
    await expect(page.getByText('Document not found')).toBeVisible();

    expect(errors).toEqual([]);
  });
});
