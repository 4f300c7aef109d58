import { expect, test } from '@playwright/test';
import { screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('a document that does not exist', () => {
  test('shows "Document not found" with a way back to the list, and requests no PDF', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    const pdfRequests: string[] = [];
    // The viewer's code and the pdf.js worker load with the detail route (its first page waits
    // on them), but a document that does not exist has no PDF to download.
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/pdf/document/'))
        pdfRequests.push(request.url());
    });
    await page.goto('/admin/documents/sign/NOPE-123');
    await expect(page.getByText('Document not found')).toBeVisible();
    await expect(page.getByText(/There is no document NOPE-123/)).toBeVisible();
    await screenshot(page, 'document-not-found');
    expect(pdfRequests).toEqual([]);

    await page.getByRole('link', { name: 'Back to Need to Sign' }).click();
    await expect(page).toHaveURL(/\/admin\/documents\/sign$/);
  });
});
