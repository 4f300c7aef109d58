import { expect, test } from '@playwright/test';
import { bearer, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';
import {
  draftsOf,
  openUploadPage,
  makeUploadPdf,
  PNG_BYTES,
  UPLOAD_API,
} from '../support/upload-helpers';

test.describe('refused uploads', () => {
  test('a .pdf that is really a PNG shows its refusal next to it while the good PDF of the same drop becomes a draft', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    await openUploadPage(page, token);

    const good = await makeUploadPdf({ title: 'Refusal Check Memo', pages: 1 });
    const files = [
      { name: 'holiday-photo.pdf', bytes: PNG_BYTES.toString('base64') },
      { name: 'refusal-check-memo.pdf', bytes: good.toString('base64') },
    ];
    // One drop of both files, as from a file manager: both claim to be PDFs by name and type.
    const dataTransfer = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.bytes), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: 'application/pdf' }));
      }
      return transfer;
    }, files);
    const zone = page.getByTestId('upload-drop-zone');
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });

    const rows = page.getByRole('list', { name: 'Uploads' }).getByTestId('upload-item');
    const refused = rows.filter({ hasText: 'holiday-photo.pdf' });
    await expect(refused).toContainText('Refused');
    // The server's reason, by the file's bytes (the name and the type said PDF).
    await expect(refused.getByRole('alert')).toHaveText(/must be a PDF file/i);
    const accepted = rows.filter({ hasText: 'refusal-check-memo.pdf' });
    await expect(accepted).toContainText('Uploaded');
    await expect(accepted.getByRole('alert')).toHaveCount(0);
    await expect(
      page
        .getByRole('navigation', { name: 'Drafts' })
        .getByRole('button', { name: /^refusal-check-memo/ }),
    ).toBeVisible();
    await screenshot(page, 'upload-refused-png');

    // Nothing of the refused file was kept.
    const drafts = await draftsOf(page.request, token);
    const names = drafts.map((draft) => draft.name);
    expect(names).toContain('refusal-check-memo');
    expect(names).not.toContain('holiday-photo');

    // The batch as it was before, for the specs that come after.
    for (const draft of drafts.filter((item) => item.name === 'refusal-check-memo')) {
      const deleted = await page.request.delete(UPLOAD_API.draft(draft.reference_number), {
        headers: bearer(token),
      });
      expect(deleted.status()).toBe(200);
    }
  });
});
