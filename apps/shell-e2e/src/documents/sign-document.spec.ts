import { expect, test } from '@playwright/test';
import {
  codeFromOutbox,
  codeRefused,
  codeRequested,
  firstPageDrawn,
  screenshot,
  wrongCodeFor,
} from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

// Each test works on its own seeded document (apps/api/src/demo/seed-demo-documents.ts), so
// the tests hold in any order on one server.
const SEND_CODE = /\/document\/[^/]+\/otp\/send$/;

test.describe('signing one document', () => {
  test('signer signs a document with the code from the outbox, and it moves to Completed', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    await page.goto('/admin/documents/sign');
    await expect(page.getByRole('link', { name: 'PKS-2026-0101' })).toBeVisible();
    await screenshot(page, 'need-to-sign-list', { fullPage: true });
    await page.getByRole('link', { name: 'PKS-2026-0101' }).click();
    await expect(
      page.getByRole('heading', { name: 'Distribution Partnership PT Maju Jaya' }),
    ).toBeVisible();
    await firstPageDrawn(page);
    await screenshot(page, 'need-to-sign-detail');

    const requested = codeRequested(page, SEND_CODE);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    const code = await codeFromOutbox(page, token, requested, /PKS-2026-0101/);
    await dialog.getByLabel('One-time password').fill(code);
    await screenshot(page, 'sign-dialog');
    await dialog.getByRole('button', { name: 'Verify' }).click();

    const signed = page.getByRole('dialog', { name: 'Document Signed' });
    await expect(signed).toBeVisible();
    await screenshot(page, 'document-signed');
    await signed.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);

    // signer is PKS-2026-0101's only signer, so the one signature completes it.
    await page.goto('/admin/documents/completed');
    const row = page.getByRole('row', { name: /PKS-2026-0101/ });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await screenshot(page, 'completed-list', { fullPage: true });
  });

  test('reopening Sign within the resend window lets the signer enter the code already sent, with a countdown to a resend', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/PKS-2026-0107');
    const requested = codeRequested(page, SEND_CODE);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    const code = await codeFromOutbox(page, token, requested, /PKS-2026-0107/);
    await expect(dialog.getByLabel('One-time password')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The server refuses a new code within 60 s of the last one (429 with retry-after).
    const refused = codeRefused(page, SEND_CODE);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await refused;
    await expect(dialog.getByText(/code we sent you earlier/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Resend code in 0:\d\d$/ })).toBeDisabled();
    const field = dialog.getByLabel('One-time password');
    await expect(field).toBeEnabled();
    await screenshot(page, 'sign-dialog-reopened');
    await field.fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('dialog', { name: 'Document Signed' })).toBeVisible();
  });

  test('five wrong codes lock the code, and the dialog says to request a new one', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/PKS-2026-0106');
    const requested = codeRequested(page, SEND_CODE);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    const wrong = wrongCodeFor(await codeFromOutbox(page, token, requested, /PKS-2026-0106/));

    const field = dialog.getByLabel('One-time password');
    const error = dialog.getByRole('alert');
    for (const left of [4, 3, 2, 1]) {
      await field.fill(wrong);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(error).toHaveText(
        `The code is incorrect. ${left} attempt${left === 1 ? '' : 's'} left`,
      );
    }
    await field.fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(error).toHaveText(/locked\. Request a new code$/);
    await screenshot(page, 'sign-dialog-locked');
  });
});
