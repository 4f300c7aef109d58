import { expect, test } from '@playwright/test';
import { screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('a document that does not exist', () => {
  test('shows "Document not found" with a way back to the list, and requests neither a PDF nor the viewer', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    const pdfRequests: string[] = [];
    // The document's PDF, and the viewer itself (react-pdf and its worker). The viewer's entry
    // chunk (a kilobyte or two, shared with the upload editor) only loads them when it renders.
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/pdf\/|pdf-viewer-core|pdf\.worker/i.test(path)) pdfRequests.push(request.url());
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
