import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session-helpers';

const OFFICE = '/admin/setting/office';
const ADMIN_API = '/api/admin/api/v1/master-data';

async function addOffice(
  page: Page,
  type: 'Area' | 'Branch' | 'Department',
  fields: { code: string; name: string; area?: string; branch?: string },
) {
  await page
    .getByRole('group', { name: 'Office type' })
    .getByRole('button', { name: type })
    .click();
  await page.getByRole('button', { name: `Add ${type}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${type}` });
  if (fields.area) {
    const area = dialog.getByRole('combobox', { name: /Area/ });
    await expect(area.locator('option', { hasText: fields.area })).toHaveCount(1);
    await area.selectOption({ label: fields.area });
  }
  if (fields.branch) {
    const branch = dialog.getByRole('combobox', { name: /Branch/ });
    await expect(branch.locator('option', { hasText: fields.branch })).toHaveCount(1);
    await branch.selectOption({ label: fields.branch });
  }
  await dialog.getByRole('textbox', { name: /Code/ }).fill(fields.code);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(fields.name);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes(ADMIN_API),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
}

test.describe('Setting › Office', () => {
  test('superadmin creates an area, a branch under it and a department under that', async ({
    page,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    const area = { code: `E2E${suffix}`, name: `Area ${suffix}` };
    const branch = { code: `E2E${suffix}-B`, name: `Branch ${suffix}` };
    await signIn(page, 'superadmin');
    await page.goto(OFFICE);
    await expect(page.getByRole('heading', { name: 'Office', level: 2 })).toBeVisible();

    await addOffice(page, 'Area', area);
    await page.getByRole('search').getByRole('textbox').fill(area.code);
    await page.getByRole('search').getByRole('textbox').press('Enter');
    await expect(page.getByRole('cell', { name: `${area.code} - ${area.name}` })).toBeVisible();

    await addOffice(page, 'Branch', { ...branch, area: `${area.code} - ${area.name}` });
    await addOffice(page, 'Department', {
      code: 'FIN',
      name: `Finance ${suffix}`,
      area: `${area.code} - ${area.name}`,
      branch: `${branch.code} - ${branch.name}`,
    });
    await page.getByRole('search').getByRole('textbox').fill(`Finance ${suffix}`);
    await page.getByRole('search').getByRole('textbox').press('Enter');
    const row = page.getByRole('row').filter({ hasText: `FIN - Finance ${suffix}` });
    await expect(row).toContainText(`${area.code} - ${area.name}`);
    await expect(row).toContainText(`${branch.code} - ${branch.name}`);
    await expect(row).toContainText('Active');
  });

  test('a user without setting.office gets 403 from the server for the office calls', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'signer');
    const headers = { authorization: `Bearer ${token}` };
    for (const type of ['area', 'branch', 'department']) {
      const list = await page.request.get(`${ADMIN_API}/office-${type}`, { headers });
      expect(list.status()).toBe(403);
      const detail = await page.request.get(`${ADMIN_API}/office-${type}/1`, { headers });
      expect(detail.status()).toBe(403);
      const created = await page.request.post(`${ADMIN_API}/office-${type}`, {
        headers,
        data: { data: { code: 'X', name: 'X' } },
      });
      expect(created.status()).toBe(403);
    }
    await page.goto(OFFICE);
    await expect(page).toHaveURL(/\/403$/);
  });
});
