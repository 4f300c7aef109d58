import { expect, test } from '@playwright/test';
import { bearer, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

const ADMIN = '/api/admin/api/v1';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test.describe('home analytics', () => {
  test("superadmin's home shows charts whose document totals match the document lists' totals", async ({
    page,
  }) => {
    const { token } = await signIn(page, 'superadmin');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByText('Signed in as Super Admin')).toBeVisible();

    // The dashboard sits below the shortcuts and loads when scrolled to; its charts load from
    // their own chunk and draw their bars.
    await page
      .getByRole('region', { name: 'Go to' })
      .getByRole('link')
      .last()
      .scrollIntoViewIfNeeded();
    const overTime = page.getByRole('region', { name: 'Documents by status over time' });
    await expect(overTime.locator('svg.recharts-surface')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Documents per office' }).locator('svg.recharts-surface'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'E-meterai balance and usage per cost center' })
        .locator('svg.recharts-surface'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account usage this month' })).toBeVisible();
    await screenshot(page, 'home-analytics', { fullPage: true });

    // The default range is the last 30 days of the browser's calendar, as the home uses.
    const today = await page.evaluate(() => new Date().toISOString());
    const end = new Date(today);
    const start = new Date(end);
    start.setDate(start.getDate() - 29);
    const range = { start_date: isoDay(start), end_date: isoDay(end) };

    const documents = page.getByRole('region', { name: 'Documents', exact: true });
    // Lists whose totals take the date range (need_to_sign ignores dates, spec §5).
    const lists = [
      ['pending', 'Ongoing'],
      ['completed', 'Completed'],
      ['rejected', 'Void & Rejected'],
      ['blocked', 'Blocked & Expired'],
    ] as const;
    for (const [status, label] of lists) {
      const response = await page.request.get(`${ADMIN}/document`, {
        headers: bearer(token),
        params: { status, ...range, per_page: 1 },
      });
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { meta: { pagination: { total: number } } };
      const total = body.meta.pagination.total;
      await expect(documents.getByRole('group', { name: label, exact: true })).toContainText(
        String(total).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
      );
    }
  });

  test('a user without the analytics code sees shortcuts with page names, not paths', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await expect(page.getByRole('region', { name: 'Documents by status over time' })).toHaveCount(
      0,
    );
    const shortcuts = page.getByRole('region', { name: 'Pick up where you left off' });
    await expect(shortcuts.getByRole('link', { name: /Need to Sign/ })).toBeVisible();
    await expect(shortcuts.getByText('/admin/documents/sign')).toHaveCount(0);
  });
});
