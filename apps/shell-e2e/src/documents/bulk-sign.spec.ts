import { expect, test } from '@playwright/test';
import { codeFromOutbox, codeRequested, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('bulk signing', () => {
  test('signer signs three selected documents with one code, and they leave Need to Sign', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    const references = ['PKS-2026-0103', 'PKS-2026-0104', 'PKS-2026-0105'];
    // signer has more than one page (10 rows) of documents to sign; these three are older.
    await page.goto('/admin/documents/sign?per_page=50');
    // The drawn box covers the real input; check() still verifies the input ends up checked.
    for (const reference of references)
      await page.getByRole('checkbox', { name: `Select ${reference}` }).check({ force: true });
    const toolbar = page.getByRole('toolbar', { name: 'Selected documents' });
    await expect(toolbar).toContainText('3 selected');

    const requested = codeRequested(page, /\/bulk-sign\/otp\/send$/);
    await toolbar.getByRole('button', { name: 'Sign selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign 3 documents' });
    const code = await codeFromOutbox(page, token, requested, /for 3 documents/);
    await dialog.getByLabel('One-time password').fill(code);
    await screenshot(page, 'bulk-sign-dialog');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // The verify answers at once; the dialog counts the documents signed as they complete.
    await expect(
      dialog.getByRole('progressbar', { name: /^Signed \d of 3 documents$/ }),
    ).toBeVisible();

    const signed = page.getByRole('dialog', { name: 'Documents Signed' });
    await expect(signed).toContainText('3 documents signed');
    await screenshot(page, 'documents-signed');
    await signed.getByRole('button', { name: 'Close' }).click();
    for (const reference of references)
      await expect(page.getByRole('link', { name: reference })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'PKS-2026-0106' })).toBeVisible();
  });

  test('a bulk left while it signs is found on Need to Sign until dismissed', async ({ page }) => {
    const { token } = await signIn(page, 'signer');
    const references = ['PKS-2026-0111', 'PKS-2026-0112'];
    await page.goto('/admin/documents/sign?per_page=50');
    for (const reference of references)
      await page.getByRole('checkbox', { name: `Select ${reference}` }).check({ force: true });
    const requested = codeRequested(page, /\/bulk-sign\/otp\/send$/);
    await page
      .getByRole('toolbar', { name: 'Selected documents' })
      .getByRole('button', { name: 'Sign selected' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sign 2 documents' });
    await dialog
      .getByLabel('One-time password')
      .fill(await codeFromOutbox(page, token, requested, /for 2 documents/));
    const started = page.waitForResponse(
      (response) => /\/bulk-sign\/otp\/verify\//.test(response.url()) && response.status() === 202,
    );
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // The signing goes on in the server: the user leaves as soon as it started.
    await started;
    await page.reload();

    // The page lists the bulk: its progress while it signs, then its result.
    const bulks = page.getByRole('region', { name: 'Bulk signing' });
    const result = bulks.getByRole('status').filter({ hasText: '2 documents signed' });
    await expect(result).toBeVisible();
    await screenshot(page, 'bulk-sign-result-on-need-to-sign');
    for (const reference of references)
      await expect(page.getByRole('link', { name: reference })).toHaveCount(0);
    await bulks.getByRole('button', { name: 'Dismiss: 2 documents signed' }).click();
    await expect(result).toBeHidden();
    await page.reload();
    await expect(page.getByRole('link', { name: 'PKS-2026-0106' })).toBeVisible();
    await expect(page.getByText('2 documents signed')).toBeHidden();
  });
});
