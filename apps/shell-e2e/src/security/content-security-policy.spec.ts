import { expect, test, type Page } from '@playwright/test';
import { firstPageDrawn } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

/**
 * Collects what the browser refused under the server's Content-Security-Policy: the lines
 * Chromium writes to the DevTools console for each violation, console messages that mention
 * the policy, and the page's `securitypolicyviolation` events (with where they came from).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // The browser's own "Refused to …" lines reach DevTools through the Log domain, not console.*.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Log.enable');
  devtools.on('Log.entryAdded', ({ entry }) => {
    if (entry.source === 'security' || /Content.Security.Policy/i.test(entry.text))
      violations.push(entry.text);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.pathname}`,
      );
    });
  });
  return violations;
}

test.describe('the Content-Security-Policy', () => {
  test('lets the login page and a document with its PDF render without a violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const loginPage = await page.goto('/login');
    expect(loginPage?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/RPT-2025-0001');
    await firstPageDrawn(page);
    await expect(page.getByText('of 300')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
