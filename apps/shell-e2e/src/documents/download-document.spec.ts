import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { firstPageDrawn, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

const PDFSIG = '/usr/bin/pdfsig';

test.describe('downloading a document', () => {
  test('signer downloads a completed document as a PDF whose signatures are valid', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/completed/PKS-2026-0011');
    await firstPageDrawn(page);
    await screenshot(page, 'completed-detail');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^PKS-2026-0011.*\.pdf$/);
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes('/ByteRange')).toBe(true);
    expect(bytes.includes('ETSI.CAdES.detached')).toBe(true);

    // pdfsig (poppler-utils) checks each signature's digest over its byte range; optional here.
    if (existsSync(PDFSIG)) {
      const report = spawnSync(PDFSIG, [path], { encoding: 'utf8' }).stdout;
      const verdicts = report.match(/Signature Validation: .*/g) ?? [];
      // signer and superadmin signed it; the platform may add its own seal.
      expect(verdicts.length).toBeGreaterThanOrEqual(2);
      for (const verdict of verdicts)
        expect(verdict).toBe('Signature Validation: Signature is Valid.');
    }
  });
});
