import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session-helpers';

const ACCOUNTS = '/admin/setting/vendor';

/** A valid 8 × 5 grey PNG, the NPWP image a user picks. */
function greyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(5, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.concat(
    Array.from({ length: 5 }, () => Buffer.from([0, ...Array(8).fill(180)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('vendor accounts', () => {
  test('superadmin adds a vendor after a PrivyID check that finds it taken and one that finds it free', async ({
    page,
  }) => {
    await signIn(page, 'superadmin');
    await page.goto(ACCOUNTS);
    await expect(page.getByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'vendor024' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account' });
    const privyId = dialog.getByRole('textbox', { name: /PrivyID/ });
    await privyId.fill('VENDOR001');
    await expect(privyId).toHaveValue('vendor001');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect(dialog.getByText('PrivyID vendor001 already exists in the account')).toBeVisible();

    const fresh = `e2evendor${Date.now() % 1_000_000}`;
    await privyId.fill(fresh.toUpperCase());
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect(dialog.getByText(`PrivyID ${fresh} is available`)).toBeVisible();

    await dialog.getByRole('textbox', { name: /Vendor name/ }).fill('PT Ujung Jalan');
    const position = dialog.getByRole('combobox', { name: /Position/ });
    await expect(position.locator('option')).not.toHaveCount(1);
    await position.selectOption({ label: 'Director' });
    await dialog.getByRole('combobox', { name: /Industry/ }).selectOption({ label: 'Logistics' });
    await dialog.getByRole('textbox', { name: /^NPWP/ }).fill('01.234.567.8-901.234');
    await dialog
      .getByLabel(/NPWP image/)
      .setInputFiles({ name: 'npwp.png', mimeType: 'image/png', buffer: greyPng() });
    await expect(dialog.getByRole('img', { name: 'NPWP image preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Successfully add new account!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'Search PrivyID, vendor name or NPWP' }).fill(fresh);
    await page.getByRole('button', { name: 'Apply search' }).click();
    const row = page.getByRole('row').filter({ hasText: fresh });
    await expect(row).toContainText('PT Ujung Jalan');
    await expect(row).toContainText('Waiting Verification');
    await expect(row).toContainText('01.234.567.8-901.234');

    await row.getByRole('button', { name: 'NPWP image of PT Ujung Jalan' }).click();
    await expect(page.getByRole('img', { name: 'NPWP image of PT Ujung Jalan' })).toBeVisible();
  });
});
