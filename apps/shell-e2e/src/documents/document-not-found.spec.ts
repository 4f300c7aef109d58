import { expect, test } from '@playwright/test';
import { screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('a document that does not exist', () => {
  test('shows "Document not found" with a way back to the list, and no PDF', async ({ page }) => {
    await signIn(page, 'signer');
    const pdfStatuses: number[] = [];
    // The detail and the PDF are requested side by side on entering the page: the PDF of a
    // document that does not exist is refused like its detail, and nothing shows it.
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.includes('/pdf/document/'))
        pdfStatuses.push(response.status());
    });
    await page.goto('/admin/documents/sign/NOPE-123');
    await expect(page.getByText('Document not found')).toBeVisible();
    await expect(page.getByText(/There is no document NOPE-123/)).toBeVisible();
    await screenshot(page, 'document-not-found');
    expect(pdfStatuses.every((status) => status === 404)).toBe(true);
    await expect(page.getByText('Failed to Open Document')).toBeHidden();

    await page.getByRole('link', { name: 'Back to Need to Sign' }).click();
    await expect(page).toHaveURL(/\/admin\/documents\/sign$/);
  });
});
