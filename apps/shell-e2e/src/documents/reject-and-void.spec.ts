import { expect, test } from '@playwright/test';
import { screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('rejecting and voiding', () => {
  test('signer rejects a document with a reason, and it shows as Rejected under Void & Rejected', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/PKS-2026-0102');
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Document' });
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('The delivery schedule in clause 1 is wrong');
    await screenshot(page, 'reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    // Confirmed by a toast, and back on the list it has left.
    await expect(page.getByText('Successfully reject document!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/documents\/sign$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Need to Sign' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'PKS-2026-0102' })).toHaveCount(0);
    await screenshot(page, 'reject-confirmed');

    await page.goto('/admin/documents/rejected');
    const row = page.getByRole('row', { name: /PKS-2026-0102/ });
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await screenshot(page, 'void-and-rejected-list', { fullPage: true });
    await row.getByRole('link', { name: 'PKS-2026-0102' }).click();
    await expect(
      page.getByText('The delivery schedule in clause 1 is wrong', { exact: true }),
    ).toBeVisible();
  });

  test('superadmin voids an ongoing document after confirming, and it shows as Void under Void & Rejected', async ({
    page,
  }) => {
    await signIn(page, 'superadmin');
    await page.goto('/admin/documents/pending');
    // superadmin's Ongoing list is longer than a page: find the document by its reference.
    await page.getByRole('textbox', { name: 'Search' }).fill('PKS-2026-0051');
    await page.getByRole('button', { name: 'Apply search' }).click();
    await page.getByRole('link', { name: 'PKS-2026-0051' }).click();
    await expect(
      page.getByRole('heading', { name: 'Consulting Agreement PT Arunika' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Void' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void Document' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Uploaded twice by mistake');
    await dialog.getByRole('button', { name: 'Void' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Void Document' });
    await screenshot(page, 'void-confirm');
    await confirm.getByRole('button', { name: 'Void' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Uploaded twice by mistake', { exact: true })).toBeVisible();

    await page.goto('/admin/documents/rejected');
    const row = page.getByRole('row', { name: /PKS-2026-0051/ });
    // The badge of status 'voided' reads "Void" (libs/documents/src/model/status-display.ts).
    await expect(row.getByText('Void', { exact: true })).toBeVisible();
  });
});
