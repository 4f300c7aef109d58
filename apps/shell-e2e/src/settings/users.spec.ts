import { expect, test, type Locator, type Page } from '@playwright/test';
import { menuLabels, signIn } from '../support/session-helpers';

const USERS = '/admin/setting/user';

async function choose(select: Locator, label: RegExp): Promise<void> {
  await expect(select.locator('option').filter({ hasText: label })).toHaveCount(1);
  const value = await select.locator('option').filter({ hasText: label }).getAttribute('value');
  await select.selectOption(value ?? '');
}

async function searchFor(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: 'Apply search' }).click();
}

test.describe('Setting › User', () => {
  test('superadmin creates a signer in a department, who signs in and sees their menu; deleting them ends their session', async ({
    page,
    browser,
  }) => {
    const tag = `e2e${Date.now().toString(36)}`;
    const email = `${tag}@example.co.id`;
    const password = 'First#Pass1';

    await signIn(page, 'superadmin');
    await page.goto(USERS);
    await page.getByRole('button', { name: /Add User/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: /PrivyID/ }).fill(tag);
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Endtoend Signer');
    await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
    await choose(dialog.getByRole('combobox', { name: /Role/ }), /Document Signer/);
    await choose(dialog.getByRole('combobox', { name: /Job position/ }), /^Staff$/);
    await choose(dialog.getByRole('combobox', { name: /area/i }), /JKT - Jakarta/);
    await choose(dialog.getByRole('combobox', { name: /branch/i }), /JKT-SEL - /);
    await choose(dialog.getByRole('combobox', { name: /department/i }), /LGL - /);
    await dialog.getByLabel(/First password/).fill(password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await searchFor(page, 'Search user', email);
    const row = page.getByRole('row').filter({ hasText: tag.toUpperCase() });
    await expect(row).toContainText('Document Signer');
    await expect(row).toContainText('LGL - Legal & Compliance');
    await expect(row).toContainText('Active');

    const other = await browser.newContext();
    const userPage = await other.newPage();
    await signIn(userPage, email, password);
    // The signer role's entries (their document lists sit under Document), and no Setting.
    expect(await menuLabels(userPage)).toEqual(['Document', 'Home', 'Upload Document']);

    await row.getByRole('button', { name: 'Delete Endtoend Signer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toContainText('Deactivated');

    // The user's next request finds the session ended: the app goes back to the sign-in page.
    await userPage.reload();
    await expect(userPage).toHaveURL(/\/login/);
    await other.close();
  });

  test('superadmin adds an external user and deletes them', async ({ page }) => {
    const tag = `ext${Date.now().toString(36)}`;
    await signIn(page, 'superadmin');
    await page.goto(`${USERS}?tab=external`);
    await page.getByRole('button', { name: /Add External User/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add External User' });
    await dialog.getByRole('textbox', { name: /PrivyID/ }).fill(tag);
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Guest Signer');
    await dialog.getByRole('textbox', { name: /Email/ }).fill(`${tag}@partner.example.com`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await searchFor(page, 'Search external user', tag);
    const row = page.getByRole('row').filter({ hasText: tag.toUpperCase() });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete Guest Signer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toHaveCount(0);
  });
});
