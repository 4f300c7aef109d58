import { expect, test } from '@playwright/test';
import { menuLabels, signIn } from '../support/session-helpers';

// What each demo login may see in the sidebar (spec §2: a parent needs its code and a child's).
const expectedMenus: Record<string, string[]> = {
  superadmin: [
    'Home',
    'Upload Document',
    'Document',
    'Need to Sign',
    'Ongoing',
    'Completed',
    'Void & Rejected',
    'Blocked & Expired',
    'Digital Meterai',
    'Balance & Transfer',
    'Top Up Balance',
    'Balance History',
    'Monitoring',
    'HTTP Log',
    'Activity Log',
    'Analytics',
    'Setting',
    'Doc Category',
    'Office',
    'User',
    'Account',
  ],
  signer: [
    'Home',
    'Upload Document',
    'Document',
    'Need to Sign',
    'Ongoing',
    'Completed',
    'Void & Rejected',
    'Blocked & Expired',
  ],
  finance: ['Digital Meterai', 'Balance & Transfer', 'Top Up Balance', 'Balance History'],
  viewer: ['Home', 'Document', 'Completed'],
};

test.describe('signing in', () => {
  for (const [username, expected] of Object.entries(expectedMenus)) {
    test(`${username} signs in and sees exactly the menu its permissions allow`, async ({
      page,
    }) => {
      await signIn(page, username);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      // Parents may render collapsed: open every group so all children are listed.
      const collapsed = menu.locator('button[aria-expanded="false"]');
      while ((await collapsed.count()) > 0) await collapsed.first().click();
      expect(await menuLabels(page)).toEqual([...expected].sort());
    });
  }

  test('a wrong password is refused in the form without leaving the login page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: /username/i }).fill('signer');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the header shows the user name, the id in brackets and the role description', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    const userButton = page.getByRole('button', { name: /\(DEMO\d+\)/ });
    await expect(userButton).toBeVisible();
  });
});
