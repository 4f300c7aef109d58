import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { codeSentTo, wrongCodeFor } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

const otpSent = (page: import('@playwright/test').Page) =>
  page.waitForResponse(
    (response) => /\/otp\/send$/.test(response.url()) && response.status() === 200,
  );

test.describe('signing one document', () => {
  test('signer signs with the emailed code and finds the document under Completed', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    await page.goto('/admin/documents/sign?search=PKS-2026-0101');
    await page.getByRole('link', { name: 'PKS-2026-0101' }).click();
    await expect(
      page.getByRole('heading', { name: 'Distribution Partnership PT Maju Jaya' }),
    ).toBeVisible();
    const sent = otpSent(page);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    await expect(dialog).toBeVisible();
    const code = await codeSentTo(page, token, sent);
    await dialog.getByLabel('One-time password').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const done = page.getByRole('dialog', { name: 'Document Signed' });
    await expect(done).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('document-signed.png') });
    await done.getByRole('button').first().click();

    await page.goto('/admin/documents/completed?search=PKS-2026-0101');
    await expect(page.getByRole('link', { name: 'PKS-2026-0101' })).toBeVisible();
  });

  test('signer downloads a completed document whose signatures are valid PDF signatures', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/completed/PKS-2026-0011');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('PKS-2026-0011 - Distributor Agreement Q1.pdf');
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes('ETSI.CAdES.detached')).toBe(true);
    if (existsSync('/usr/bin/pdfsig')) {
      const report = execFileSync('/usr/bin/pdfsig', [path], { encoding: 'utf8' });
      const verdicts = report.match(/Signature Validation: .*/g) ?? [];
      // Two signers and the platform's seal over the certificate of completion.
      expect(verdicts).toHaveLength(3);
      for (const verdict of verdicts)
        expect(verdict).toBe('Signature Validation: Signature is Valid.');
    }
  });

  test('signer rejects a document with a reason and sees it under Void & Rejected', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/PKS-2026-0102');
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Document' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText(/reason/i).first()).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('The delivery schedule in clause 1 is wrong');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/admin/documents/rejected?search=PKS-2026-0102');
    const row = page.getByRole('row', { name: /PKS-2026-0102/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('Rejected')).toBeVisible();
  });

  test('five wrong codes lock the signing code', async ({ page }) => {
    const { token } = await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/PKS-2026-0106');
    const sent = otpSent(page);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    const wrong = wrongCodeFor(await codeSentTo(page, token, sent));
    for (let attempt = 1; attempt <= 5; attempt++) {
      await dialog.getByLabel('One-time password').fill(wrong);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      const left = 5 - attempt;
      await expect(dialog.getByRole('alert')).toHaveText(
        left > 0
          ? `The code is incorrect. ${left} attempt${left === 1 ? '' : 's'} left`
          : /locked\. Request a new code/,
      );
    }
  });
});

test.describe('bulk signing', () => {
  test('signer signs three documents with one code and they leave Need to Sign', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    // The filters live in the URL; this search keeps the three on the first page.
    await page.goto('/admin/documents/sign?search=PKS-2026-010');
    const references = ['PKS-2026-0103', 'PKS-2026-0104', 'PKS-2026-0105'];
    for (const reference of references)
      await page.getByLabel(`Select ${reference}`).check({ force: true });
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/bulk-sign/otp/send') && response.status() === 200,
    );
    await page.getByRole('button', { name: 'Sign selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign 3 documents' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('One-time password').fill(await codeSentTo(page, token, sent));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const done = page.getByRole('dialog', { name: 'Documents Signed' });
    await expect(done).toBeVisible();
    await expect(done).toContainText('3 documents signed');
    await done.getByRole('button').first().click();
    for (const reference of references)
      await expect(page.getByRole('link', { name: reference })).toBeHidden();
  });
});
