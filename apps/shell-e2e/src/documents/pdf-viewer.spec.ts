import { expect, test } from '@playwright/test';
import { firstPageDrawn, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('the PDF viewer', () => {
  test('shows the first page of a 300-page document without rendering every page', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/RPT-2025-0001');
    await firstPageDrawn(page);
    await expect(page.getByText('of 300')).toBeVisible();
    // Every page has a sized placeholder; only those near the viewport mount a react-pdf page.
    expect(await page.locator('.react-pdf__Page').count()).toBeLessThan(30);
    expect(await page.locator('[data-page] canvas').count()).toBeLessThan(30);
    await screenshot(page, 'pdf-viewer-300-pages');
  });
});
