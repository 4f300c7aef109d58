import { expect, test } from '@playwright/test';
import { API, bearer } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('who may act on a document', () => {
  test('viewer sees no Sign or Void button, and the server refuses both when asked directly', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'viewer');
    await page.goto('/admin/documents/completed/PKS-2026-0013');
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0);
    // NDA-2026-0201 waits for viewer as its second signer: visible to viewer, not signable by the role.
    const send = await page.request.get(API.sendCode('NDA-2026-0201'), { headers: bearer(token) });
    expect(send.status()).toBe(403);
    const revoke = await page.request.put(API.revoke('NDA-2026-0201'), {
      headers: bearer(token),
      data: { reason: 'Trying anyway' },
    });
    expect(revoke.status()).toBe(403);
  });

  test('superadmin voids a document from Ongoing, and it shows as Void under Void & Rejected', async ({
    page,
  }) => {
    await signIn(page, 'superadmin');
    // The filters live in the URL; a search keeps the row on the first page.
    await page.goto('/admin/documents/pending?search=PKS-2026-0051');
    await page.getByRole('link', { name: 'PKS-2026-0051' }).click();
    await page.getByRole('button', { name: 'Void' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void Document' });
    await dialog.getByLabel(/Reason/).fill('Uploaded twice by mistake');
    await dialog.getByRole('button', { name: 'Void' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Void' }).click();
    await expect(confirm).toBeHidden();

    await page.goto('/admin/documents/rejected?search=PKS-2026-0051');
    const row = page.getByRole('row', { name: /PKS-2026-0051/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('Void', { exact: true })).toBeVisible();
  });
});

test.describe('the PDF viewer', () => {
  test('shows the first page of a 300-page document without mounting every page', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/RPT-2025-0001');
    const first = page.getByRole('region', { name: 'Page 1' });
    await expect(first.locator('canvas')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Page 300' })).toHaveCount(1);
    expect(await page.locator('[data-page] canvas').count()).toBeLessThan(30);
    await page.screenshot({ path: test.info().outputPath('viewer-300-pages.png') });
  });
});
